import { describe, expect, it } from 'vitest';
import { accountActionKey, availableAccountActions } from './account-actions';

describe('availableAccountActions', () => {
  it('offers generating credentials, and only that, when there are none', () => {
    for (const status of ['A', 'D', 'W', 'S', 'R'] as const) {
      expect(availableAccountActions({ status, credentialGenerated: false })).toEqual([
        'generate-subscription',
      ]);
    }
  });
  it('blocks an admitted person with credentials', () => {
    expect(availableAccountActions({ status: 'A', credentialGenerated: true })).toEqual([
      'delete-subscription',
      'reset-subscription',
      'reset-password',
    ]);
  });
  it('restores a blocked person with credentials', () => {
    expect(availableAccountActions({ status: 'D', credentialGenerated: true })).toEqual([
      'restore-subscription',
      'reset-subscription',
      'reset-password',
    ]);
  });
  it('offers only the resets for the other statuses', () => {
    expect(availableAccountActions({ status: 'W', credentialGenerated: true })).toEqual([
      'reset-subscription',
      'reset-password',
    ]);
  });
});

describe('accountActionKey', () => {
  it('camel-cases the action', () => {
    expect(accountActionKey('delete-subscription')).toBe('deleteSubscription');
    expect(accountActionKey('reset-password')).toBe('resetPassword');
  });
});
