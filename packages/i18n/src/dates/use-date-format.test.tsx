import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../create-i18n';
import { useDateFormat } from './use-date-format';

function Dates() {
  const { date, dateTime, longDate, format } = useDateFormat();
  const value = '2026-11-21T08:05:00Z';
  return (
    <p>{[date(value), dateTime(value), longDate(value), format(value, 'MMMM')].join(' | ')}</p>
  );
}

describe('useDateFormat', () => {
  it('formats in the current language and follows a language change', async () => {
    const i18n = createI18n({ language: 'de', storage: null });
    render(
      <I18nextProvider i18n={i18n}>
        <Dates />
      </I18nextProvider>,
    );
    expect(
      screen.getByText('21/11/2026 | 21/11/2026 09:05 | Samstag, 21. November 2026 | November'),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(
      screen.getByText(
        '21/11/2026 | 21/11/2026 09:05 | sábado, 21 de noviembre de 2026 | noviembre',
      ),
    ).toBeInTheDocument();
  });
});
