import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';

/** An e-mail the server sends (reset-password and define-credential links). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about, for the development outbox and the logs. */
  link: string;
}

/** A mail as the development outbox keeps it. */
export interface SentMail extends Mail {
  id: number;
  sentAt: string;
}

/** How the server sends mail. */
export interface Mailer {
  /**
   * False when no transport is configured: every call that would send mail answers E025 before
   * looking anything up, so the answer is the same for every username.
   */
  readonly available: boolean;
  /** Sends `mail`; rejects when the transport fails. */
  send(mail: Mail): Promise<void>;
  /** The mails sent so far, newest last (the development transport only; empty otherwise). */
  sent(): readonly SentMail[];
}

/** How many mails the development outbox keeps (the newest). */
export const OUTBOX_SIZE = 100;

/**
 * The development transport: each mail is written to the server log (info, "mail sent", with the
 * link) and kept in a ring of the newest 100 for `GET /api/__test__/mail`. Never in production:
 * reset links in a log are credentials in a log.
 */
export function createLogMailer(log: FastifyBaseLogger, clock: () => Date): Mailer {
  const outbox: SentMail[] = [];
  let nextId = 1;
  return {
    available: true,
    send(mail) {
      const sent: SentMail = { ...mail, id: nextId++, sentAt: clock().toISOString() };
      outbox.push(sent);
      if (outbox.length > OUTBOX_SIZE) outbox.shift();
      log.info(
        { mail: { id: sent.id, to: mail.to, subject: mail.subject, link: mail.link } },
        'mail sent',
      );
      return Promise.resolve();
    },
    sent: () => [...outbox],
  };
}

/** No transport: mail cannot be sent (E025). */
export const noMailer: Mailer = {
  available: false,
  send: () => Promise.reject(new Error('no mail transport is configured')),
  sent: () => [],
};

/** The mail settings from the environment. */
export interface MailSettings {
  /** `log`: the development transport; `none`: no mail (E025). */
  transport: 'log' | 'none';
  /** `GET /api/__test__/mail` exists (never in production). */
  outboxExposed: boolean;
  /** The web app's address as users reach it: the links in mails start with it. */
  publicUrl: string;
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  MAIL_TRANSPORT: z.enum(['log', 'none', '']).optional(),
  MAIL_OUTBOX_EXPOSED: flag,
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim().replace(/\/+$/, '') : undefined))
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
});

/**
 * Reads `MAIL_TRANSPORT` (default `log` outside production, `none` in production, where `log` is
 * refused), `MAIL_OUTBOX_EXPOSED=1` (the test outbox route, also with `FAULTS_ENABLED`; never in
 * production) and `PUBLIC_URL` (default `http://localhost:<PORT>`). The links are never built
 * from the request's Host header, which a caller chooses (reset-link poisoning). Throws an Error
 * naming an invalid variable.
 */
export function mailSettings(
  config: Pick<Config, 'nodeEnv' | 'faultsEnabled' | 'port'>,
  env: NodeJS.ProcessEnv,
): MailSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  const production = config.nodeEnv === 'production';
  const transport = parsed.data.MAIL_TRANSPORT || (production ? 'none' : 'log');
  if (production && transport === 'log') {
    throw new Error(
      'invalid environment:\n  MAIL_TRANSPORT: `log` is refused in production (reset links would be written to the log)',
    );
  }
  return {
    transport,
    outboxExposed: !production && (config.faultsEnabled || parsed.data.MAIL_OUTBOX_EXPOSED),
    publicUrl: parsed.data.PUBLIC_URL ?? `http://localhost:${config.port}`,
  };
}
