import type { Attachment, Document } from '@care/api-client';
import { describe, expect, it } from 'vitest';
import {
  activeAttachments,
  canSave,
  configuredPermission,
  emptyForm,
  expirationInputValue,
  formatExpiration,
  formatServerDateTime,
  formFromDocument,
  toDocumentWrite,
} from './document-form';
import { STRUCTURE } from './test/documents-api';

function attachment(id: number, insertDate: string, status: 'A' | 'D' = 'A'): Attachment {
  return {
    id,
    name: `file-${id}.pdf`,
    size: 10,
    mimeType: 'application/pdf',
    status,
    insertDate,
    modifiedDate: status === 'D' ? '2026-11-21T12:00:00' : null,
    insertUserData: { fullName: 'Anna Rossi' },
  };
}

describe('document form', () => {
  it('starts a new document from the structure’s defaults', () => {
    const form = emptyForm(STRUCTURE);
    expect(form.permissions).toEqual({
      RA_ADMIN: 'W',
      RA_NURSE: 'R',
      RA_DOCTOR: 'R',
      RA_SECRETARY: 'N',
      RA_GUEST: 'N',
    });
    expect(configuredPermission(form.permissions, STRUCTURE)).toBe('W,R,R,N,N');
    expect(canSave(form)).toBe(false);
    expect(canSave({ ...form, name: '   ' })).toBe(false);
    expect(canSave({ ...form, name: 'x'.repeat(81) })).toBe(false);
    expect(canSave({ ...form, name: 'ID' })).toBe(true);
  });

  it('reads a role from its own field, else from its place in the comma list', () => {
    const document = {
      name: 'Plan',
      description: null,
      expiration: '2027-01-02T03:04:00',
      state: true,
      documentTagId: null,
      configuredPermission: 'W,N,W,N,N',
      RA_DOCTOR: 'R',
    } as unknown as Document;
    const form = formFromDocument(document, STRUCTURE);
    expect(form.permissions).toMatchObject({ RA_NURSE: 'N', RA_DOCTOR: 'R' });
    expect(form.expiration).toBe('2027-01-02T03:04');
    expect(form.description).toBe('');
  });

  it('writes the expiration as YYYY-MM-DDTHH:mm and no state without it', () => {
    const form = { ...emptyForm(STRUCTURE), name: ' ID card ', state: true };
    expect(toDocumentWrite(form, STRUCTURE, 7)).toMatchObject({
      name: 'ID card',
      expiration: null,
      state: false,
      description: null,
      documentTagId: null,
      atCustomerAccountId: 7,
      configuredPermission: 'W,R,R,N,N',
      RA_NURSE: 'R',
    });
    const dated = toDocumentWrite(
      { ...form, expiration: '2027-05-06T07:08', documentTagId: '2' },
      STRUCTURE,
      7,
    );
    expect(dated).toMatchObject({ expiration: '2027-05-06T07:08', state: true, documentTagId: 2 });
  });

  it('reads expirations with or without an offset, and shows them as DD/MM/YYYY HH:mm', () => {
    expect(expirationInputValue('2027-05-06T07:08')).toBe('2027-05-06T07:08');
    expect(expirationInputValue('2027-05-06')).toBe('2027-05-06T00:00');
    expect(expirationInputValue('nonsense')).toBe('');
    expect(expirationInputValue(null)).toBe('');
    const utc = new Date(Date.UTC(2027, 4, 6, 7, 8));
    expect(expirationInputValue('2027-05-06T07:08:00Z')).toBe(
      `${utc.getFullYear()}-05-${String(utc.getDate()).padStart(2, '0')}T${String(utc.getHours()).padStart(2, '0')}:${String(utc.getMinutes()).padStart(2, '0')}`,
    );
    expect(formatExpiration('2027-05-06T07:08')).toBe('06/05/2027 07:08');
    // Server dates without an offset are UTC, shown in local time.
    const local = new Date(Date.UTC(2026, 10, 21, 8, 5));
    const two = (n: number) => String(n).padStart(2, '0');
    const shown = `${two(local.getDate())}/${two(local.getMonth() + 1)}/2026 ${two(local.getHours())}:${two(local.getMinutes())}`;
    expect(formatServerDateTime('2026-11-21T08:05:00')).toBe(shown);
    expect(formatServerDateTime('2026-11-21T08:05:00.000Z')).toBe(shown);
    expect(formatServerDateTime('soon')).toBe('');
  });

  it('lists non-archived attachments newest first', () => {
    const list = [
      attachment(1, '2026-11-20T08:00:00'),
      attachment(2, '2026-11-21T08:00:00', 'D'),
      attachment(3, '2026-11-21T09:00:00'),
    ];
    expect(activeAttachments(list).map((item) => item.id)).toEqual([3, 1]);
  });
});
