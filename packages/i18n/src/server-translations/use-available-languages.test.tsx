import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../create-i18n';
import { getServerTranslations } from './server-translations';
import { useAvailableLanguages } from './use-available-languages';

function Languages() {
  return <p>{useAvailableLanguages().join(' ')}</p>;
}

describe('useAvailableLanguages', () => {
  it('offers every bundled language without a server', () => {
    render(
      <I18nextProvider i18n={createI18n({ language: 'en', storage: null })}>
        <Languages />
      </I18nextProvider>,
    );
    expect(screen.getByText('it en de es')).toBeInTheDocument();
  });

  it('follows the server’s locale list once it arrives', async () => {
    let answer: (codes: string[]) => void = () => undefined;
    const i18n = createI18n({
      language: 'de',
      storage: null,
      server: {
        cacheStorage: null,
        source: {
          loadLocales: () => new Promise((resolve) => (answer = resolve)),
          loadTranslations: async () => [],
        },
      },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Languages />
      </I18nextProvider>,
    );
    expect(screen.getByText('it en de es')).toBeInTheDocument();
    await act(async () => {
      answer(['de', 'gb']);
      await getServerTranslations(i18n)?.settled();
    });
    expect(screen.getByText('en de')).toBeInTheDocument();
  });
});
