import { useEffect, useState } from 'react';
import { useOutbox } from '../../shared/outbox/outbox-context';
import type { OutboxButton } from './outbox-button';

const loadButton = () => import('./outbox-button');

/**
 * The header's place of the outbox button: its code (a chunk of its own, with the list's) loads
 * once the outbox is open, after the page's first interaction, so it is no part of the shell's
 * first load (e2e/budgets.json).
 */
export function OutboxSlot() {
  const { runtime } = useOutbox();
  const [Button, setButton] = useState<typeof OutboxButton | null>(null);
  useEffect(() => {
    if (!runtime) return undefined;
    let live = true;
    loadButton().then(
      (module) => {
        if (live) setButton(() => module.OutboxButton);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [runtime]);
  return Button ? <Button /> : null;
}
