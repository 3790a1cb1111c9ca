/** The folder holding both initdb and pg_ctl, or null. */
export function findPostgresBin(): string | null;
/** Starts a throwaway cluster; returns its URL and a stop function (idempotent). */
export function startCluster(bin: string): Promise<{ url: string; stop: () => void }>;
