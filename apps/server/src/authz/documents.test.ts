import { describe, expect, it } from 'vitest';
import { createOutcome, documentAccessOutcome, renderDocumentAccessMatrix } from './documents';

describe('the document access rules', () => {
  it('read needs W or R, write needs W, and a guest never reaches another account', () => {
    expect(documentAccessOutcome('read', 'R', false, 'RA_NURSE')).toEqual({ status: 200 });
    expect(documentAccessOutcome('write', 'R', true, 'RA_NURSE')).toEqual({
      status: 403,
      errorCode: 'E013',
    });
    expect(documentAccessOutcome('read', 'W', false, 'RA_GUEST').status).toBe(403);
    expect(documentAccessOutcome('write', 'W', true, 'RA_GUEST').status).toBe(200);
    expect(createOutcome('RA_GUEST', false).status).toBe(403);
    expect(createOutcome('RA_GUEST_ASSISTANCE', false).status).toBe(200);
    expect(createOutcome('RA_ADMIN', true, 'R')).toEqual({ status: 400, errorCode: 'E016' });
  });

  it('renders a row per route, permission and owner, a column per role', () => {
    const lines = renderDocumentAccessMatrix().split('\n');
    expect(lines).toHaveLength(2 + 7 * 3 * 2);
    expect(lines[0]).toBe(
      '| Route | Grants the role | Document of | ADMIN | OSS | DOCTOR | SECRETARY | NURSE | GUEST_ASSISTANCE | GUEST |',
    );
    expect(lines).toContain(
      '| `GET /api/document/:id` | R | another account | 200 | 200 | 200 | 200 | 200 | 200 | 403 E013 |',
    );
  });
});
