import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { ContrastWarnings } from './contrast-warnings';
import { EXAMPLE_GRAMMAR, EXAMPLE_LABELS, EXAMPLE_THEME, type ExampleFont } from './examples';
import { ThemeEditor, ThemeSectionEditor, type ThemeEditorProps } from './theme-editor';
import type { EditableTheme, ThemeEditorSectionId } from './types';

type Theme = EditableTheme<ExampleFont>;
type Args = ThemeEditorProps<ExampleFont, Theme> & {
  section: ThemeEditorSectionId;
  /** Shown under the section, as the Settings page does with @care/theming's contrast guard. */
  contrastWarnings?: readonly { key: string; text: string }[];
};

/** Keeps the draft, as the Settings page does: every valid change is drawn in the preview. */
function Harness({ contrastWarnings, ...args }: Args) {
  const [draft, setDraft] = useState<Theme>(args.draft);
  return (
    <Stack gap="4">
      <ThemeSectionEditor<ExampleFont, Theme>
        {...args}
        draft={draft}
        onChange={(next) => {
          args.onChange(next);
          setDraft(next);
        }}
      />
      {contrastWarnings && (
        <ContrastWarnings title="Some texts may be hard to read" warnings={contrastWarnings} />
      )}
    </Stack>
  );
}

const meta = {
  title: 'Theming/ThemeSectionEditor',
  component: ThemeSectionEditor,
  tags: ['autodocs'],
  args: {
    section: 'buttons',
    draft: EXAMPLE_THEME,
    grammar: EXAMPLE_GRAMMAR,
    labels: EXAMPLE_LABELS,
    onChange: fn(),
  },
  argTypes: {
    section: {
      control: 'select',
      options: ['buttons', 'text', 'fonts', 'gradients', 'backgrounds', 'tables', 'messages'],
    },
    grammar: { control: false },
    labels: { control: false },
  },
  render: (args) => <Harness {...(args as Args)} />,
  parameters: {
    docs: {
      description: {
        component: [
          "A section of the Settings page's advanced tab: its fields and its live preview. Texts",
          'arrive translated (`labels`), the value grammar by props (`grammar`: Care passes',
          "@care/theming's; these stories a small one). Only a valid value reaches `onChange`: an",
          'invalid entry stays in its field, marked, with the reason under it.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Button colours and the corner radius; the preview draws both kinds of button. */
export const Buttons: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Buttons' });
    const preview = within(region).getByRole('group', { name: 'Buttons: preview' });
    const primary = within(region).getByRole('textbox', { name: 'Primary button' });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#00695c');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        buttons: expect.objectContaining({
          primary: { background: '#00695c', text: '#ffffff' },
        }),
      }),
    );
    await expect(
      getComputedStyle(within(preview).getByText('Primary button')).backgroundColor,
    ).toBe('rgb(0, 105, 92)');
  },
};

/** A preset swatch, chosen by keyboard: the colour changes at once, preview included. */
export const ButtonsPresetSwatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Preset colours for Secondary button' }),
    );
    const swatches = canvas.getByRole('group', { name: 'Preset colours for Secondary button' });
    await expect(within(swatches).getAllByRole('button')).toHaveLength(15);
    within(swatches).getByRole('button', { name: 'Use #FFA000' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Secondary button' })).toHaveValue('#FFA000');
    await expect(within(swatches).getByRole('button', { name: 'Use #FFA000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** An invalid value: a CSS break-out attempt is kept in the field, marked, and never passed on. */
export const InvalidValue: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const radius = canvas.getByRole('textbox', { name: 'Corner radius' });
    await userEvent.clear(radius);
    await userEvent.type(radius, '4px;}');
    await expect(radius).toBeInvalid();
    await expect(radius).toHaveAccessibleErrorMessage('Enter a length such as 4px, 0.5rem or 0.');
    const colour = canvas.getByRole('textbox', { name: 'Primary button text' });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'url(x)');
    await expect(colour).toBeInvalid();
    await expect(colour).toHaveAccessibleErrorMessage(
      'Enter a colour such as #1976d2 or rgb(25, 118, 210).',
    );
    for (const [theme] of (args.onChange as ReturnType<typeof fn>).mock.calls as [Theme][]) {
      await expect(theme.buttons.borderRadius).not.toMatch(/[;}]/);
      await expect(theme.buttons.primary.text).not.toMatch(/url/);
    }
  },
};

/** Text colours over the page, panel and quiet-area backgrounds. */
export const TextColours: Story = {
  args: { section: 'text' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('textbox', { name: 'Links' });
    await userEvent.clear(link);
    await userEvent.type(link, 'rgb(106, 27, 154)');
    const preview = canvas.getByRole('group', { name: 'Text colours: preview' });
    await expect(getComputedStyle(within(preview).getByText('Open the diary')).color).toBe(
      'rgb(106, 27, 154)',
    );
  },
};

/**
 * A contrast warning: secondary text too light for the page. It is shown, not enforced (the
 * preview draws what the user chose, so axe's contrast rule is off for this story only).
 */
export const TextColoursContrastWarning: Story = {
  args: {
    section: 'text',
    draft: { ...EXAMPLE_THEME, text: { ...EXAMPLE_THEME.text, muted: '#dddddd' } },
    contrastWarnings: [
      {
        key: 'text.muted backgrounds.page',
        text: 'Secondary text on Page: contrast 1.36:1, at least 4.5:1 is recommended.',
      },
      {
        key: 'text.muted backgrounds.subtle',
        text: 'Secondary text on Quiet areas: contrast 1.3:1, at least 4.5:1 is recommended.',
      },
    ],
  },
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Some texts may be hard to read' });
    await expect(within(note).getAllByRole('listitem')).toHaveLength(2);
    await expect(note).toHaveTextContent('Secondary text on Page: contrast 1.36:1');
    await expect(canvas.getByRole('textbox', { name: 'Secondary text' })).toBeValid();
  },
};

/** Fonts: the global size slider (5–30), the offered families and sizes from 0 to 120. */
export const Fonts: Story = {
  args: { section: 'fonts' },
  play: async ({ canvas, userEvent, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Global font size' });
    await expect(slider).toHaveAttribute('min', '5');
    await expect(slider).toHaveAttribute('max', '30');
    fireEvent.change(slider, { target: { value: '18' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ fonts: expect.objectContaining({ size: 18 }) }),
    );
    const family = canvas.getByRole('combobox', { name: 'Text font' });
    await expect(
      within(family)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Helvetica Now Text', 'Rubik', 'Roboto']);
    await userEvent.selectOptions(family, 'Helvetica Now Text');
    const preview = canvas.getByRole('group', { name: 'Text fonts: preview' });
    // Helvetica Now Text is not shipped: its stack falls back to Helvetica, Arial, Roboto…
    await expect(getComputedStyle(preview).fontFamily).toMatch(/^"Helvetica Now Text", Helvetica/);
    // 16 px body text at a global size of 18.
    await expect(getComputedStyle(within(preview).getByText(/^Breakfast/)).fontSize).toBe('18px');
  },
};

/** A font size out of range (0–120) is refused and says the range. */
export const FontSizeOutOfRange: Story = {
  args: { section: 'fonts' },
  play: async ({ canvas, userEvent, args }) => {
    const title = canvas.getByRole('spinbutton', { name: 'Titles' });
    await userEvent.clear(title);
    await userEvent.type(title, '121');
    await expect(title).toBeInvalid();
    await expect(title).toHaveAccessibleErrorMessage('Enter a number from 0 to 120.');
    await expect(args.onChange).not.toHaveBeenCalledWith(
      expect.objectContaining({
        fonts: expect.objectContaining({ sizes: expect.objectContaining({ title: 121 }) }),
      }),
    );
  },
};

/** Gradients: two stops each; the angle wraps (370° becomes 10°). */
export const Gradients: Story = {
  args: { section: 'gradients' },
  play: async ({ canvas, userEvent, args }) => {
    const angle = canvas.getByRole('spinbutton', { name: 'Sidebar: angle (degrees)' });
    await userEvent.clear(angle);
    await userEvent.type(angle, '370');
    await userEvent.tab();
    await expect(angle).toHaveValue(10);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        gradients: expect.objectContaining({
          sidebar: expect.objectContaining({ angle: 10 }),
        }),
      }),
    );
    // Two stops are the minimum: none can be removed.
    await expect(canvas.queryByRole('button', { name: /^Remove colour/ })).toBeNull();
  },
};

/** A gradient with 3 stops, the most allowed: no stop can be added to it. */
export const GradientThreeStops: Story = {
  args: {
    section: 'gradients',
    draft: {
      ...EXAMPLE_THEME,
      gradients: {
        ...EXAMPLE_THEME.gradients,
        header: {
          angle: 135,
          stops: [
            { color: '#1976d2', position: 0 },
            { color: '#0659BD', position: 50 },
            { color: '#0d47a1', position: 100 },
          ],
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Header: colour 3' })).toHaveValue('#0d47a1');
    await expect(
      canvas.queryByRole('button', { name: 'Add a colour to the Header gradient' }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove colour 2 of the Header gradient' }),
    );
    await expect(canvas.queryByRole('textbox', { name: 'Header: colour 3' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Add a colour to the Header gradient' }),
    ).toBeVisible();
  },
};

/** Page, panel and quiet-area backgrounds. */
export const Backgrounds: Story = {
  args: { section: 'backgrounds' },
  play: async ({ canvas, userEvent }) => {
    const page = canvas.getByRole('textbox', { name: 'Page' });
    await userEvent.clear(page);
    await userEvent.type(page, '#fff8e1');
    const preview = canvas.getByRole('group', { name: 'Backgrounds: preview' });
    await expect(getComputedStyle(preview).backgroundColor).toBe('rgb(255, 248, 225)');
  },
};

/** Table header, stripes and borders, drawn on a sample of guests. */
export const Tables: Story = {
  args: { section: 'tables' },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('group', { name: 'Tables: preview' });
    await expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Guest', 'Room', 'Status']);
    await expect(within(preview).getAllByRole('row')).toHaveLength(4);
  },
};

/** Brand and message colours; the preview writes on each in black or white, whichever reads. */
export const MessageColours: Story = {
  args: { section: 'messages' },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('group', { name: 'Message colours: preview' });
    await expect(
      getComputedStyle(within(preview).getByText('The record could not be saved.')).color,
    ).toBe('rgb(255, 255, 255)');
    await expect(
      getComputedStyle(within(preview).getByText('The measurement is overdue.')).color,
    ).toBe('rgb(0, 0, 0)');
  },
};

/** The whole editor, as the advanced tab shows it: every section, each a named region. */
export const WholeEditor: Story = {
  render: (args) => <ThemeEditor<ExampleFont, Theme> {...(args as Args)} />,
  play: async ({ canvas }) => {
    for (const title of Object.values(EXAMPLE_LABELS.sections)) {
      await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    }
  },
};
