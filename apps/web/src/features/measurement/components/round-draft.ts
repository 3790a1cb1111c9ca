import type { MeasurementGuest } from '@care/api-client';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useValuesDraft } from '../../../shared/drafts/use-values-draft';
import type { RoundType } from '../measure-fields';
import type { RoundLine } from '../round';
import type { RoundLines } from '../round-lines';

/** A round's draft: each guest's line, by the guest's id. */
interface RoundValues {
  lines: Record<string, RoundLine>;
}
const NO_LINES: RoundValues = { lines: {} };
const ROUND_DEFINITION = ['lines', 'text', 'outcome'];
const typed = (line: RoundLine) => line.text !== '' || line.outcome !== 'measured';

/**
 * The draft of a group's round (docs/behaviour/never-losing-work.md#drafts): one for the group
 * and measure (`new-in-<group>-<measure>`), holding every guest's typed value and result. It is
 * looked for once the round's guests are known; a restored line of a guest no longer in the
 * group is left out. It follows the round's lines store itself, so that the component calling it
 * re-renders on a keystroke and not the round around it (a keystroke renders its own row only).
 */
export function useRoundDraft(options: {
  groupId: number;
  type: RoundType;
  sheet: readonly { guest: MeasurementGuest }[] | undefined;
  lines: RoundLines;
}) {
  const { t } = useTranslation();
  const { sheet, lines: store } = options;
  const lines = useSyncExternalStore(store.subscribe, store.all);
  return useValuesDraft<RoundValues>({
    formId: 'measurement.round',
    recordId: `new-in-${options.groupId}-${options.type}`,
    initial: sheet ? NO_LINES : undefined,
    // A line emptied again is no draft.
    values: { lines: Object.fromEntries([...lines].filter(([, line]) => typed(line))) },
    definition: ROUND_DEFINITION,
    labelOf: () => t(`measurement.types.${options.type}`),
    onRestore: ({ lines = {} }) => {
      const here = new Set(sheet?.map(({ guest }) => guest.personalDataId));
      store.replace(
        Object.entries(lines)
          .map(([id, line]): [number, RoundLine] => [Number(id), line])
          .filter(([id]) => here.has(id)),
      );
    },
  });
}
