import type { Database } from '../db/client';
import { diaryGuest, type DiaryCaller, type DiaryGuest } from '../diary/access';

/**
 * Whose measurements a caller may reach (docs/behaviour/measurements.md#who-may-do-what): as the
 * diary, staff reach the guests of their groups (administrators every guest), a guest their own
 * records; 404 E017 for an id that is no guest's, 403 E013 outside the caller's reach. The module
 * level is the router's.
 */

/** The caller of a measurement route. */
export type MeasurementCaller = DiaryCaller;
/** The guest a measurement call is about. */
export type MeasurementGuest = DiaryGuest;

/** The guest of personalDataId `id`, when the caller may reach their records. */
export function measurementGuest(
  db: Database,
  caller: MeasurementCaller,
  id: number,
): Promise<MeasurementGuest> {
  return diaryGuest(db, caller, { id });
}
