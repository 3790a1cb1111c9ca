import { MAINTENANCE_FLAG_KEY } from '@care/api-client';

/** How long the flag may take before the page shows without it (a read failure). */
export const MAINTENANCE_READ_TIMEOUT_MS = 5000;

/**
 * Reads the maintenance flag (`GET conf/remote-config?key=care_maintenance`,
 * docs/behaviour/shell-and-session.md#maintenance) without the API client: the login page must not
 * load zod and the schemas for it (budgets in e2e/budget.spec.ts), so the answer `{ data: { data:
 * boolean } }` is checked by hand. Rejects on any failure (network, status, shape, time-out);
 * `signal` cancels.
 */
export async function readMaintenanceFlag(
  baseUrl: string,
  signal?: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<boolean> {
  const timeout = AbortSignal.timeout(MAINTENANCE_READ_TIMEOUT_MS);
  const response = await fetchFn(
    `${baseUrl}conf/remote-config?key=${encodeURIComponent(MAINTENANCE_FLAG_KEY)}`,
    {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    },
  );
  if (!response.ok) throw new Error(`maintenance flag: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const value = (body as { data?: { data?: unknown } } | null)?.data?.data;
  if (typeof value !== 'boolean') throw new Error('maintenance flag: unexpected answer');
  return value;
}
