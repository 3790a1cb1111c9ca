import type { ServerErrorCode } from '@care/api-client/schemas';
import type { z } from 'zod';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isMissing(issue: z.core.$ZodIssue, input: unknown): boolean {
  const value = valueAt(input, issue.path);
  if (issue.code === 'invalid_type') return value === undefined || value === null;
  // A required text that is blank counts as missing, not as wrong.
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) {
    return typeof value === 'string' && value.trim() === '';
  }
  return false;
}

/**
 * Maps a failed validation to the catalogue: a missing (absent, null or blank) required field is
 * E012; a text or list longer than allowed is E015 (data truncation); anything else is E016.
 */
export function errorCodeForIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): ServerErrorCode {
  if (issues.some((issue) => isMissing(issue, input))) return 'E012';
  if (issues.some((issue) => issue.code === 'too_big' && issue.origin !== 'number')) return 'E015';
  return 'E016';
}
