import { DIARY_ATTACHMENTS_MAX } from '@care/api-client';
import { createI18n, I18nextProvider } from '@care/i18n';
import { createThemeSystem, DEFAULT_THEME } from '@care/theming';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PickedFiles } from './entry-form-attachments';

const system = createThemeSystem(DEFAULT_THEME);

/** The form's file list as the entry form holds it. */
function Picker() {
  const [files, setFiles] = useState<File[]>([]);
  return <PickedFiles files={files} onChange={setFiles} />;
}

async function renderPicker() {
  const i18n = createI18n({ language: 'en', storage: null });
  await i18n.loadNamespaces('diary');
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <Picker />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

const file = (name: string, size = 4) => new File([new Uint8Array(size)], name);

describe('the files picked for a new entry', () => {
  it('are checked on the device: at most 10 files, each at most 10 MB, saying which is left out', async () => {
    await renderPicker();
    const picker = screen.getByTestId('diary-entry-files');
    const many = Array.from({ length: DIARY_ATTACHMENTS_MAX + 1 }, (_, index) =>
      file(`scan-${index + 1}.png`),
    );
    await userEvent.upload(picker, [...many, file('huge.pdf', 10 * 1024 * 1024 + 1)]);
    const picked = screen.getByRole('list', { name: 'Files to attach once the entry is saved' });
    expect(picked.querySelectorAll('li')).toHaveLength(DIARY_ATTACHMENTS_MAX);
    expect(screen.getByText('huge.pdf is larger than 10 MB and cannot be attached.')).toBeVisible();
    expect(
      screen.getByText('A new entry takes at most 10 files: scan-11.png is not added.'),
    ).toBeVisible();
  });
});
