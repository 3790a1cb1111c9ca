import type { Reading } from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { measurementReadings, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { measurementGuest, type MeasurementCaller } from './access';
import { readingsByIds } from './create';

/**
 * Marks reading `id` entered in error with `reason` (docs/behaviour/measurements.md#readings): the
 * row stays, struck, judged no more. 403 E013 for a reading the caller may not reach (or none);
 * 409 E034 when marked already.
 */
export async function enterInError(
  context: ServerContext,
  caller: MeasurementCaller,
  id: number,
  reason: string,
): Promise<Reading> {
  const { db } = context;
  const [row] = await db
    .select({ personalDataId: personalData.id, at: measurementReadings.enteredInErrorAt })
    .from(measurementReadings)
    .innerJoin(personalData, eq(personalData.accountId, measurementReadings.guestAccountId))
    .where(eq(measurementReadings.id, id));
  if (!row) throw new AppError('E013');
  await measurementGuest(db, caller, row.personalDataId);
  if (row.at !== null) throw new AppError('E034');
  await db
    .update(measurementReadings)
    .set({
      enteredInErrorAt: context.clock(),
      enteredInErrorBy: caller.accountId,
      enteredInErrorReason: reason,
    })
    .where(eq(measurementReadings.id, id));
  const [reading] = await readingsByIds(db, [id]);
  return reading as Reading;
}
