import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EXAMPLE_GRAMMAR, EXAMPLE_LABELS, EXAMPLE_THEME } from './examples';
import { ThemeSectionPreview } from './section-preview';

const meta = {
  title: 'Theming/ThemeSectionPreview',
  component: ThemeSectionPreview,
  tags: ['autodocs'],
  args: {
    section: 'fonts',
    title: 'Text fonts',
    theme: EXAMPLE_THEME,
    grammar: EXAMPLE_GRAMMAR,
    labels: EXAMPLE_LABELS,
  },
  argTypes: {
    section: {
      control: 'select',
      options: ['buttons', 'text', 'fonts', 'gradients', 'backgrounds', 'tables', 'messages'],
    },
    grammar: { control: false },
    labels: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The live preview of an editor section: a group named "<section>: preview", drawn with the',
          "theme's own values inside the page (no second Chakra system). Font sizes are scaled by the",
          'global size (`size / 16`).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ThemeSectionPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fonts at a global size of 20: a 32 px title is drawn at 40 px, in Rubik's stack. */
export const FontsScaled: Story = {
  args: {
    theme: {
      ...EXAMPLE_THEME,
      fonts: { ...EXAMPLE_THEME.fonts, size: 20, headingFamily: 'Rubik' },
    },
  },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('group', { name: 'Text fonts: preview' });
    const title = within(preview).getByText('Title');
    await expect(getComputedStyle(title).fontSize).toBe('40px');
    await expect(getComputedStyle(title).fontFamily).toMatch(/^Rubik,/);
  },
};

/** The gradients of the header and the sidebar, with the text drawn on each. */
export const Gradients: Story = {
  args: { section: 'gradients', title: 'Gradients' },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('group', { name: 'Gradients: preview' });
    await expect(getComputedStyle(within(preview).getByText('Header')).backgroundImage).toMatch(
      /^linear-gradient\(90deg/,
    );
  },
};

/** A dark theme's table, whatever the page around it. */
export const DarkTable: Story = {
  args: {
    section: 'tables',
    title: 'Tables',
    theme: {
      ...EXAMPLE_THEME,
      text: { ...EXAMPLE_THEME.text, body: '#fafafa' },
      backgrounds: { page: '#000000', surface: '#111111', subtle: '#111111' },
      tables: {
        headerBackground: '#27272a',
        headerText: '#fafafa',
        rowStripe: '#18181b',
        border: '#3f3f46',
      },
    },
  },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('group', { name: 'Tables: preview' });
    await expect(getComputedStyle(preview).backgroundColor).toBe('rgb(0, 0, 0)');
    await expect(within(preview).getAllByRole('row')).toHaveLength(4);
  },
};
