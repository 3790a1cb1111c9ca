import type { CustomerGroup } from '@care/api-client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { SELECTED_GROUP_KEY } from './storage-keys';

function readStoredId(): number | null {
  try {
    const raw = sessionStorage.getItem(SELECTED_GROUP_KEY);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/** The id of the group the user works in now (the stored choice or the first), outside React. */
export function selectedGroupId(groups: readonly CustomerGroup[]): number | null {
  return pickGroup(groups, readStoredId())?.id ?? null;
}

/**
 * The group the user works in (docs/behaviour/shell-and-session.md#groups): the stored choice when
 * it is still one of the user's groups, else the first group; `null` for a user without groups.
 */
export function pickGroup(
  groups: readonly CustomerGroup[],
  storedId: number | null,
): CustomerGroup | null {
  return groups.find((group) => group.id === storedId) ?? groups[0] ?? null;
}

interface SelectedGroupValue {
  groups: readonly CustomerGroup[];
  selected: CustomerGroup | null;
  select(id: number): void;
}

const SelectedGroupContext = createContext<SelectedGroupValue | null>(null);

/** Keeps the selected group in session storage, so it lasts as long as the session does. */
export function SelectedGroupProvider(props: {
  groups: readonly CustomerGroup[];
  children: ReactNode;
}) {
  const [storedId, setStoredId] = useState(readStoredId);
  const selected = pickGroup(props.groups, storedId);
  const select = useCallback((id: number) => {
    setStoredId(id);
    try {
      sessionStorage.setItem(SELECTED_GROUP_KEY, String(id));
    } catch {
      // Storage blocked: the choice holds until the page is left.
    }
  }, []);
  const value = useMemo(
    () => ({ groups: props.groups, selected, select }),
    [props.groups, selected, select],
  );
  return (
    <SelectedGroupContext.Provider value={value}>{props.children}</SelectedGroupContext.Provider>
  );
}

/** The user's groups, the selected one and a way to switch. */
export function useSelectedGroup(): SelectedGroupValue {
  const value = useContext(SelectedGroupContext);
  if (!value) throw new Error('useSelectedGroup: render inside SelectedGroupProvider');
  return value;
}

/** The selected group's id, or null (no group yet: the server's default, the user's first). */
export function useSelectedGroupId(): number | null {
  return useSelectedGroup().selected?.id ?? null;
}
