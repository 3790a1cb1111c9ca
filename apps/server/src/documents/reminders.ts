import {
  DOCUMENT_EXPIRING_NOTIFICATION,
  type DocumentExpiringPayload,
} from '@care/api-client/schemas';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { documentReminders, documents } from '../db/schema';
import { accountChannel, type NotificationHub } from '../realtime';
import { accessOf } from './access';
import { callersOf, loadRules } from './service';

/** The name of the live notification a reminder arrives as. */
export const DOCUMENT_EXPIRING_NAME = DOCUMENT_EXPIRING_NOTIFICATION;

const DAY_MS = 24 * 60 * 60_000;

/** How expiry reminders run. */
export interface DocumentSettings {
  /** Days before its expiration a document is "to expire" and its reminder goes out. */
  reminderDays: number;
  /** How often the reminder pass runs; 0 turns the timer off. */
  reminderIntervalMs: number;
}

const envSchema = z.object({
  DOCUMENT_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  DOCUMENT_REMINDER_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
});

/** Reads DOCUMENT_REMINDER_DAYS (default 7) and DOCUMENT_REMINDER_INTERVAL_MINUTES (60; 0 off). */
export function documentSettings(env: NodeJS.ProcessEnv = process.env): DocumentSettings {
  const parsed = envSchema.safeParse({
    DOCUMENT_REMINDER_DAYS: env.DOCUMENT_REMINDER_DAYS || undefined,
    DOCUMENT_REMINDER_INTERVAL_MINUTES: env.DOCUMENT_REMINDER_INTERVAL_MINUTES || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  return {
    reminderDays: parsed.data.DOCUMENT_REMINDER_DAYS,
    reminderIntervalMs: parsed.data.DOCUMENT_REMINDER_INTERVAL_MINUTES * 60_000,
  };
}

/** What a reminder pass needs. */
export interface ReminderDeps {
  db: Database;
  notifications: Pick<NotificationHub, 'publish'>;
  clock: () => Date;
  reminderDays: number;
  log?: { error(details: object, message: string): void };
}

/**
 * Sends the expiry reminders that are due: for each active document expiring within
 * `reminderDays` that has had none for its current expiration, a `document.expiring`
 * notification to its owner and to its creator (each only if they may read it). Once per document
 * and expiration, also with several instances: the reminder row is claimed first (its primary
 * key decides), and given back when publishing fails so the next pass tries again. Returns how
 * many documents were reminded.
 */
export async function sendExpiryReminders(deps: ReminderDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock();
  const until = new Date(now.getTime() + deps.reminderDays * DAY_MS);
  const due = await db
    .select({
      id: documents.id,
      name: documents.name,
      accountId: documents.accountId,
      createdBy: documents.createdBy,
      expiration: documents.expiration,
      permissions: documents.permissions,
    })
    .from(documents)
    .leftJoin(
      documentReminders,
      and(
        eq(documentReminders.documentId, documents.id),
        eq(documentReminders.expiration, documents.expiration),
      ),
    )
    .where(
      and(
        eq(documents.state, true),
        gt(documents.expiration, now),
        lte(documents.expiration, until),
        isNull(documentReminders.documentId),
      ),
    );
  if (due.length === 0) return 0;
  const rules = await loadRules(db);
  let sent = 0;
  for (const document of due) {
    const expiration = document.expiration;
    if (!expiration) continue;
    const [claimed] = await db
      .insert(documentReminders)
      .values({ documentId: document.id, expiration, sentAt: now })
      .onConflictDoNothing()
      .returning({ documentId: documentReminders.documentId });
    if (!claimed) continue; // another instance sent it
    const ids = [...new Set([document.accountId, document.createdBy ?? document.accountId])];
    const recipients = (await callersOf(db, ids)).filter(
      (caller) => accessOf(caller, document, rules) !== 'D',
    );
    const payload: DocumentExpiringPayload = {
      documentId: document.id,
      name: document.name,
      expiration: expiration.toISOString(),
      atCustomerAccountId: document.accountId,
      daysLeft: Math.max(1, Math.ceil((expiration.getTime() - now.getTime()) / DAY_MS)),
    };
    try {
      for (const recipient of recipients) {
        await deps.notifications.publish(
          accountChannel(recipient.accountId),
          DOCUMENT_EXPIRING_NAME,
          payload,
        );
      }
      sent += 1;
    } catch (error) {
      deps.log?.error({ err: error, documentId: document.id }, 'expiry reminder not sent');
      await db
        .delete(documentReminders)
        .where(
          and(
            eq(documentReminders.documentId, document.id),
            eq(documentReminders.expiration, expiration),
          ),
        );
    }
  }
  return sent;
}
