import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n, loadI18n } from './create-i18n';
import { LANGUAGE_STORAGE_KEY } from './languages/index';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
});

describe('createI18n', () => {
  it('is ready synchronously in the browser language and sets <html lang>', () => {
    const i18n = createI18n({ browserLanguages: ['it-IT'] });
    expect(i18n.language).toBe('it');
    expect(i18n.t('login.submit')).toBe('Accedi');
    expect(document.documentElement.lang).toBe('it');
  });

  it('does not store the detected language, only an explicit choice', async () => {
    const i18n = createI18n({ browserLanguages: ['de'] });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await i18n.changeLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // The next start (a reload) uses the stored choice over the browser's language.
    expect(createI18n({ browserLanguages: ['de'] }).language).toBe('es');
  });

  it('falls back to English for an unsupported browser language', () => {
    const i18n = createI18n({ browserLanguages: ['fr-FR'] });
    expect(i18n.language).toBe('en');
    expect(i18n.t('error.translation.code.E014')).toBe('Wrong username or password.');
  });

  it('interpolates without double-escaping (React escapes)', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('shell.welcome.title', { name: 'Anna & Bea <x>' })).toBe(
      'Welcome, Anna & Bea <x>',
    );
  });

  it('merges extra resources over the bundled ones', () => {
    const i18n = createI18n({
      language: 'de',
      resources: { de: { login: { title: 'Willkommen zurück' } } },
    });
    expect(i18n.t('login.title')).toBe('Willkommen zurück');
    expect(i18n.t('login.submit')).toBe('Anmelden');
  });

  it('keeps instances independent', async () => {
    const a = createI18n({ language: 'it', storage: null });
    const b = createI18n({ language: 'de', storage: null });
    await a.changeLanguage('es');
    expect(b.language).toBe('de');
  });

  it('re-renders React on a language change', async () => {
    const i18n = createI18n({ language: 'en', storage: null });
    function Title() {
      const { t } = useTranslation();
      return (
        <>
          <h1>{t('login.title')}</h1>
          <button type="button" onClick={() => void i18n.changeLanguage('de')}>
            Deutsch
          </button>
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });
});

describe('loadI18n', () => {
  it('starts with the texts of its language only, translated at once', async () => {
    const i18n = await loadI18n({ browserLanguages: ['it-IT'], storage: null });
    expect(i18n.language).toBe('it');
    expect(i18n.t('login.submit')).toBe('Accedi');
    expect(document.documentElement.lang).toBe('it');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
  });

  it("loads another language's texts on a switch, which completes once they are there", async () => {
    const i18n = await loadI18n({ language: 'it', storage: null });
    function Title() {
      const { t } = useTranslation();
      return (
        <>
          <h1>{t('login.title')}</h1>
          <button type="button" onClick={() => void i18n.changeLanguage('de')}>
            Deutsch
          </button>
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    const italian = screen.getByRole('heading').textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('heading', {
        name: createI18n({ language: 'de', storage: null }).t('login.title'),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading').textContent).not.toBe(italian);
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('starts with English too, the fallback, and nothing else', async () => {
    const i18n = await loadI18n({ language: 'es', storage: null });
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('it', 'translation')).toBe(false);
    expect(i18n.t('login.submit')).toBe(
      createI18n({ language: 'es', storage: null }).t('login.submit'),
    );
  });

  it("loads a screen's namespace on demand; its keys keep their full path", async () => {
    const i18n = await loadI18n({ language: 'it', storage: null });
    const italian = createI18n({ language: 'it', storage: null });
    expect(i18n.hasResourceBundle('it', 'documents')).toBe(false);
    expect(i18n.t('documents.title')).toBe('documents.title');
    await i18n.loadNamespaces('documents');
    expect(i18n.t('documents.title')).toBe(italian.t('documents.title'));
    expect(i18n.t('settings.title')).toBe('settings.title');
    // A switch of language brings the namespaces already loaded along.
    await i18n.changeLanguage('de');
    expect(i18n.t('documents.title')).toBe(
      createI18n({ language: 'de', storage: null }).t('documents.title'),
    );
  });
});
