import { ApiError } from '@care/api-client';
import { reachable } from './reachability';

/**
 * A change to a saved record (a correction, an amendment) stays online-only
 * (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi): while the server
 * cannot be reached it fails at once as a network failure (FEE003, "The server cannot be
 * reached…"), never waiting paused, and the form keeps what was typed.
 */
export function requireConnection(path: string): void {
  if (reachable()) return;
  throw new ApiError({ code: 'FEE003', status: 0, method: 'PUT', path, detail: 'offline' });
}
