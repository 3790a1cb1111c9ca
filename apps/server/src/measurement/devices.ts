import { createHash, randomBytes } from 'node:crypto';
import type {
  Device,
  DeviceAssignment,
  DeviceCreate,
  DeviceWithKey,
} from '@care/api-client/schemas';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { customerGroups, measurementDevices, personalData } from '../db/schema';
import { scopeCaller } from '../diary/access';
import { AppError } from '../errors/app-error';
import { inGroup, selectedGroupOf } from '../people/scope';
import { measurementGuest, type MeasurementCaller } from './access';

/**
 * The device register (docs/behaviour/measurements.md#devices). A device's key is shown once; the
 * server keeps its SHA-256 hash and its last four characters. Revoked, never deleted.
 */

/** The hash a key is stored and looked up by. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: 32 random bytes, URL-safe. */
function newKey(): { key: string; keyHash: string; keyHint: string } {
  const key = `dk_${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashKey(key), keyHint: key.slice(-4) };
}

const d = measurementDevices;
const guestData = alias(personalData, 'device_guest');

function selectDevices(db: Database) {
  return db
    .select({
      device: d,
      guestName: guestData.name,
      guestSurname: guestData.surname,
      guestId: guestData.id,
      groupName: customerGroups.name,
    })
    .from(d)
    .leftJoin(guestData, eq(guestData.accountId, d.guestAccountId))
    .leftJoin(customerGroups, eq(customerGroups.id, d.groupId))
    .$dynamic();
}

type DeviceRow = Awaited<ReturnType<typeof selectDevices>>[number];

function toDevice(row: DeviceRow): Device {
  const { device } = row;
  const assignment =
    device.groupId !== null
      ? { kind: 'group' as const, groupId: device.groupId, name: row.groupName ?? '' }
      : {
          kind: 'guest' as const,
          personalDataId: row.guestId ?? 0,
          name: `${row.guestName ?? ''} ${row.guestSurname ?? ''}`.trim(),
        };
  return {
    id: device.id,
    type: device.type as Device['type'],
    model: device.model,
    serial: device.serial,
    assignment,
    keyHint: device.keyHint,
    createdAt: device.createdAt.toISOString(),
    revokedAt: device.revokedAt?.toISOString() ?? null,
    lastReadingAt: device.lastReadingAt?.toISOString() ?? null,
  };
}

/** The stored columns of an assignment, once the caller may use it (E013/E017 otherwise). */
async function assignmentColumns(
  db: Database,
  caller: MeasurementCaller,
  assignment: DeviceAssignment,
) {
  if (assignment.kind === 'guest') {
    const guest = await measurementGuest(db, caller, assignment.personalDataId);
    return { guestAccountId: guest.accountId, groupId: null };
  }
  const group = await selectedGroupOf(db, scopeCaller(caller), assignment.groupId);
  return { guestAccountId: null, groupId: group as number };
}

/** The device `id` when it is in the caller's reach (a guest or a group of theirs); else E013. */
export async function reachableDevice(
  db: Database,
  caller: MeasurementCaller,
  id: number,
): Promise<Device> {
  const [row] = await selectDevices(db).where(eq(d.id, id));
  if (!row) throw new AppError('E013');
  const device = toDevice(row);
  if (device.assignment.kind === 'guest')
    await measurementGuest(db, caller, device.assignment.personalDataId);
  else await selectedGroupOf(db, scopeCaller(caller), device.assignment.groupId);
  return device;
}

/** The devices of the selected group: shared by it, or assigned to one of its guests. */
export async function listDevices(
  db: Database,
  caller: MeasurementCaller,
  groupId: number | undefined,
) {
  const group = await selectedGroupOf(db, scopeCaller(caller), groupId);
  if (group === null) return [];
  const rows = await selectDevices(db)
    .where(
      or(
        eq(d.groupId, group),
        and(sql`${d.guestAccountId} is not null`, inGroup(d.guestAccountId, group)),
      ),
    )
    .orderBy(asc(d.id));
  return rows.map(toDevice);
}

async function deviceById(db: Database, id: number): Promise<Device> {
  const [row] = await selectDevices(db).where(eq(d.id, id));
  if (!row) throw new AppError('E008');
  return toDevice(row);
}

/** Registers a device; answers it with its key (shown once). */
export async function createDevice(
  db: Database,
  caller: MeasurementCaller,
  body: DeviceCreate,
  now: Date,
): Promise<DeviceWithKey> {
  const where = await assignmentColumns(db, caller, body.assignment);
  const { key, keyHash, keyHint } = newKey();
  const [row] = await db
    .insert(d)
    .values({
      type: body.type,
      model: body.model,
      serial: body.serial,
      ...where,
      keyHash,
      keyHint,
      createdAt: now,
      createdBy: caller.accountId,
    })
    .returning({ id: d.id });
  if (!row) throw new AppError('E008');
  return { device: await deviceById(db, row.id), key };
}

/** Gives device `id` a new assignment. */
export async function updateDevice(
  db: Database,
  caller: MeasurementCaller,
  id: number,
  assignment: DeviceAssignment,
) {
  await reachableDevice(db, caller, id);
  await db
    .update(d)
    .set(await assignmentColumns(db, caller, assignment))
    .where(eq(d.id, id));
  return deviceById(db, id);
}

/** Revokes device `id`'s key; a revoked device stays as it is (the first revocation's time). */
export async function revokeDevice(db: Database, caller: MeasurementCaller, id: number, now: Date) {
  const device = await reachableDevice(db, caller, id);
  if (device.revokedAt !== null) return device;
  await db.update(d).set({ revokedAt: now }).where(eq(d.id, id));
  return deviceById(db, id);
}

/** A new key for device `id` (the old one stops working; a revoked device works again). */
export async function renewDeviceKey(
  db: Database,
  caller: MeasurementCaller,
  id: number,
): Promise<DeviceWithKey> {
  await reachableDevice(db, caller, id);
  const { key, keyHash, keyHint } = newKey();
  await db.update(d).set({ keyHash, keyHint, revokedAt: null }).where(eq(d.id, id));
  return { device: await deviceById(db, id), key };
}

/** The devices of ids `ids` (for the queue). */
export async function devicesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(d).where(inArray(d.id, ids));
}
