import { useEffect, useSyncExternalStore } from 'react';

/**
 * The app-wide register of unsaved work: forms call `useUnsavedChanges(dirty)`, and whatever would
 * throw the page away (the start-up version check's reload) asks `hasUnsavedChanges()` first. One
 * per page load, like the page itself; imported only by the logged-in screens and the shell.
 */
const dirtyForms = new Set<symbol>();
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** True while at least one mounted form has changes that are not saved. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Hears every change of {@link hasUnsavedChanges}. */
export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers the calling form's unsaved changes while `dirty` is true; unmounting (or saving, or
 * discarding: `dirty` false) removes them.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('unsaved form');
    dirtyForms.add(form);
    emit();
    return () => {
      dirtyForms.delete(form);
      emit();
    };
  }, [dirty]);
}

/** {@link hasUnsavedChanges} as React state. */
export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribeUnsavedChanges, hasUnsavedChanges, () => false);
}
