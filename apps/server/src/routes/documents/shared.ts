import {
  DOCUMENT_LIMITS,
  recordIdTextSchema,
  type ServerErrorCode,
} from '@care/api-client/schemas';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Caller } from '../../documents/access';
import { auditRefused, Denied, type AuditAction } from '../../documents/service';
import { AppError } from '../../errors/app-error';
import type { RouteCaller } from '../../http/router';

export const idParam = z.object({ id: recordIdTextSchema });
export const optionalId = z.optional(recordIdTextSchema);
export const accountQuery = z.object({ atCustomerAccountId: optionalId });

/** The documents service's caller: a signed-in account with a role (E010 without one). */
export function documentCaller({ accountId, role }: RouteCaller): Caller {
  if (!role) throw new AppError('E010');
  return { accountId, role };
}

/** Runs `work` as the caller; a refused change is audited before it is answered. */
export async function asCaller<T>(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  routeCaller: RouteCaller,
  action: AuditAction | null,
  target: { documentId?: number; attachmentId?: number },
  work: (caller: Caller) => Promise<T>,
): Promise<T> {
  const caller = documentCaller(routeCaller);
  try {
    return await work(caller);
  } catch (error) {
    if (action && error instanceof Denied) {
      await auditRefused(db, caller, action, clock(), target);
    }
    throw error;
  }
}

const denied = (what: string) =>
  ({ code: 'E013', status: 403, when: `${what} (also for an id that does not exist)` }) as const;
export const readDenied = denied('the caller’s permission on the document is D');
export const writeDenied = denied('the caller’s permission on the document is R or D');
export const badId = {
  code: 'E016',
  status: 400,
  when: 'the id is not a positive integer',
} as const;
export const writeErrors = [
  { code: 'E012', status: 400, when: 'name missing or blank' },
  {
    code: 'E015',
    status: 400,
    when: `name over ${DOCUMENT_LIMITS.nameMax} or description over ${DOCUMENT_LIMITS.descriptionMax} characters`,
  },
  {
    code: 'E016',
    status: 400,
    when:
      'a malformed or non-existent expiration, an unknown tag, a comma list of another length ' +
      'than the structure, or a permission the structure does not allow the role',
  },
] as const satisfies readonly { code: ServerErrorCode; status: number; when: string }[];

export const ACCESS_RULES =
  'The caller’s permission on a document follows what the document grants the caller’s role: ' +
  'W gives RW, R gives R (read only), N gives D (denied: 403 E013 and nothing of the content). ' +
  'A guest (RA_GUEST) only ever reaches documents of their own account; staff reach no document of ' +
  'a guest outside their groups (administrators: every group). Every read and change, ' +
  'allowed or refused, is written to the audit log.';
