import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadI18n } from './create-i18n';

/** Renders, with `i18n`, a component showing the text of `textKey`; answers its render count. */
function showText(i18n: i18n, textKey: string) {
  const counter = { renders: 0 };
  function Text() {
    const { t } = useTranslation();
    counter.renders += 1;
    return <p>{t(textKey)}</p>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Text />
    </I18nextProvider>,
  );
  return counter;
}

describe('translated components', () => {
  it("are not rendered again when a screen's namespace arrives before anything asked for it", async () => {
    const i18n = await loadI18n({ language: 'en', storage: null });
    const counter = showText(i18n, 'login.submit');
    const before = counter.renders;
    await act(async () => {
      await i18n.loadNamespaces(['diary', 'documents']);
    });
    expect(i18n.hasResourceBundle('en', 'diary')).toBe(true);
    expect(counter.renders).toBe(before);
    expect(screen.getByText('Sign in')).toBeInTheDocument();
  });

  it('show their texts once the namespace they looked up in vain arrives', async () => {
    const i18n = await loadI18n({ language: 'en', storage: null });
    showText(i18n, 'diary.alerts.note');
    expect(screen.getByText('diary.alerts.note')).toBeInTheDocument();
    await act(async () => {
      await i18n.loadNamespaces('diary');
    });
    expect(await screen.findByText('Action taken')).toBeInTheDocument();
  });

  it('are rendered again when a text on screen changes', async () => {
    const i18n = await loadI18n({ language: 'en', storage: null });
    showText(i18n, 'login.submit');
    act(() => {
      i18n.addResource('en', 'translation', 'login.submit', 'Enter');
    });
    expect(await screen.findByText('Enter')).toBeInTheDocument();
  });
});
