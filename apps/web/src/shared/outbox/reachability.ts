import { onlineManager } from '@tanstack/react-query';

/**
 * True when the browser is online and the shell's health check has answered
 * (docs/behaviour/shell-and-session.md#offline): TanStack Query's onlineManager follows the shell.
 */
export const reachable = (): boolean =>
  onlineManager.isOnline() && globalThis.navigator?.onLine !== false;
