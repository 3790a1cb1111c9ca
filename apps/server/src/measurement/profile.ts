import type {
  MeasurementProfile,
  MeasurementProfileUpdate,
  MeasurementSettings,
} from '@care/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { measurementProfiles, measurementSettings } from '../db/schema';
import type { MeasurementCaller, MeasurementGuest } from './access';
import { requireDoctor } from './thresholds';

/**
 * A guest's measurement profile (the height for the BMI, the SpO2 scale of NEWS2) and the
 * facility's settings (the glycaemia unit), docs/behaviour/measurements.md.
 */

type Reader = Pick<Database, 'select'>;

/** The guest's profile: no height and scale 1 until someone sets them. */
export async function profileOf(db: Reader, guestAccountId: number): Promise<MeasurementProfile> {
  const [row] = await db
    .select({ heightCm: measurementProfiles.heightCm, spo2Scale: measurementProfiles.spo2Scale })
    .from(measurementProfiles)
    .where(eq(measurementProfiles.guestAccountId, guestAccountId));
  return { heightCm: row?.heightCm ?? null, spo2Scale: row?.spo2Scale === 2 ? 2 : 1 };
}

/** Changes the guest's profile: the height by any writer, the scale by a doctor (403 E013). */
export async function setProfile(
  db: Database,
  caller: MeasurementCaller,
  guest: MeasurementGuest,
  body: MeasurementProfileUpdate,
): Promise<MeasurementProfile> {
  if (body.spo2Scale !== undefined) requireDoctor(caller);
  const next = { ...(await profileOf(db, guest.accountId)), ...body };
  await db
    .insert(measurementProfiles)
    .values({ guestAccountId: guest.accountId, ...next })
    .onConflictDoUpdate({ target: measurementProfiles.guestAccountId, set: next });
  return profileOf(db, guest.accountId);
}

/** The facility's settings (mg/dL until an administrator chooses mmol/L). */
export async function settingsOf(db: Reader): Promise<MeasurementSettings> {
  const [row] = await db.select().from(measurementSettings).where(eq(measurementSettings.id, 1));
  return { glycemiaUnit: row?.glycemiaUnit === 'mmol/L' ? 'mmol/L' : 'mg/dL' };
}

/** Changes the facility's settings. */
export async function setSettings(
  db: Database,
  body: MeasurementSettings,
): Promise<MeasurementSettings> {
  await db
    .insert(measurementSettings)
    .values({ id: 1, ...body })
    .onConflictDoUpdate({ target: measurementSettings.id, set: body });
  return settingsOf(db);
}
