import { SUPPORTED_LANGUAGES, createI18n } from '@care/i18n';
import { describe, expect, it } from 'vitest';
import { notificationText } from '../notifications/notification-text';

const reminder = {
  name: 'document.expiring',
  payload: {
    documentId: 12,
    name: 'Identity card',
    expiration: '2026-11-28T09:00:00Z',
    atCustomerAccountId: 7,
    daysLeft: 3,
  },
};

describe('expiry reminder', () => {
  it('reads as a translated message with the document and the days left', () => {
    const i18n = createI18n({ language: 'en', storage: null });
    expect(notificationText(reminder, i18n.t, i18n)).toEqual({
      title: 'Document about to expire',
      body: '“Identity card” expires soon (days left: 3).',
    });
  });

  it.each(SUPPORTED_LANGUAGES)('has its own texts in %s', (language) => {
    const i18n = createI18n({ language, storage: null });
    const { title, body } = notificationText(reminder, i18n.t, i18n);
    expect(title).not.toBe(i18n.t('notifications.generic.title'));
    expect(body).toContain('Identity card');
    expect(body).toContain('3');
  });
});
