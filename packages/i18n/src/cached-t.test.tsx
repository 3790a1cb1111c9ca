import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { cacheTexts } from './cached-t';
import { createI18n, loadI18n } from './create-i18n';

/** An instance that remembers its texts (twice: the second call changes nothing). */
function cached<T extends Parameters<typeof cacheTexts>[0]>(i18n: T): T {
  cacheTexts(i18n);
  cacheTexts(i18n);
  return i18n;
}

describe('the texts t found', () => {
  it('are looked up once per key until the texts change', () => {
    const i18n = cached(createI18n({ language: 'it', storage: null }));
    // i18next's own lookup, behind `t`.
    const { translator } = i18n as unknown as { translator: { translate: () => unknown } };
    const lookups = vi.spyOn(translator, 'translate');
    expect([i18n.t('login.submit'), i18n.t('login.submit'), i18n.t('login.submit')]).toEqual([
      'Accedi',
      'Accedi',
      'Accedi',
    ]);
    expect(lookups).toHaveBeenCalledTimes(1);
    i18n.addResource('it', 'translation', 'login.submit', 'Entra');
    expect(i18n.t('login.submit')).toBe('Entra');
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it("stay found when a screen's namespace loads or changes; its own texts are looked up again", async () => {
    const i18n = cached(await loadI18n({ language: 'en', storage: null }));
    const { translator } = i18n as unknown as { translator: { translate: () => unknown } };
    await i18n.loadNamespaces('diary');
    const lookups = vi.spyOn(translator, 'translate');
    const note = i18n.t('diary.alerts.note');
    expect(i18n.t('login.submit')).toBe('Sign in');
    expect(lookups).toHaveBeenCalledTimes(2);
    await i18n.loadNamespaces('documents');
    i18n.addResource('en', 'diary', 'diary.alerts.note', 'What was done');
    expect(i18n.t('login.submit')).toBe('Sign in');
    expect(lookups).toHaveBeenCalledTimes(2);
    expect(i18n.t('diary.alerts.note')).toBe('What was done');
    expect(note).toBe('Action taken');
    expect(lookups).toHaveBeenCalledTimes(3);
  });

  it('are not remembered for a call with values, a count or a default', () => {
    const i18n = cached(createI18n({ language: 'en', storage: null }));
    expect(i18n.t('shell.welcome.title', { name: 'Anna' })).toBe('Welcome, Anna');
    expect(i18n.t('shell.welcome.title', { name: 'Bea' })).toBe('Welcome, Bea');
    expect(i18n.t('no.such.key', { defaultValue: 'One' })).toBe('One');
    expect(i18n.t('no.such.key', { defaultValue: 'Two' })).toBe('Two');
  });

  it('follow the language, and a screen namespace that loads after a first miss', async () => {
    const i18n = cached(await loadI18n({ language: 'it', storage: null }));
    const german = createI18n({ language: 'de', storage: null });
    expect(i18n.t('login.submit')).toBe('Accedi');
    await i18n.changeLanguage('de');
    expect(i18n.t('login.submit')).toBe(german.t('login.submit'));
    expect(i18n.t('documents.title')).toBe('documents.title');
    await i18n.loadNamespaces('documents');
    expect(i18n.t('documents.title')).toBe(german.t('documents.title'));
  });

  it('are rendered anew when a text changes on screen', () => {
    const i18n = cached(createI18n({ language: 'it', storage: null }));
    function Submit() {
      const { t } = useTranslation();
      return <button type="button">{t('login.submit')}</button>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Submit />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    act(() => {
      i18n.addResourceBundle('it', 'translation', { login: { submit: 'Entra' } }, true, true);
    });
    expect(screen.getByRole('button', { name: 'Entra' })).toBeInTheDocument();
  });
});
