import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Autocomplete, type AutocompleteBaseProps } from './autocomplete';
import type { AutocompleteOption, AutocompleteSearch, OptionId } from './search-scheduler';

type Option = AutocompleteOption & { name?: string };

const GUESTS: Option[] = [
  'Anna Rossi',
  'Marco Rossini',
  'Giulia Rossetti',
  'Luca Bianchi',
  'Sofia Colombo',
  'Francesco Ricci',
  'Chiara Marino',
  'Alessandro Greco',
  'Elena Bruno',
  'Matteo Gallo',
  'Rosa Conti',
  'Roberto De Luca',
  'Paola Mancini',
  'Giorgio Costa',
  'Teresa Giordano',
  'Bruno Rizzo',
  'Carla Lombardi',
  'Dario Moretti',
].map((name, index) => ({ id: index + 1, name }));

/** Diet terms as the server sends them (translation keys) and their English text. */
const DIETS: Option[] = [
  { id: 'LS', name: 'diet.lowSalt' },
  { id: 'DB', name: 'diet.diabetic' },
  { id: 'SF', name: 'diet.softFood' },
  { id: 'GF', name: 'diet.glutenFree' },
];
const ENGLISH: Record<string, string> = {
  'diet.lowSalt': 'Low-salt diet',
  'diet.diabetic': 'Diabetic diet',
  'diet.softFood': 'Soft food',
  'diet.glutenFree': 'Gluten-free diet',
};
const translate = (option: Option) => ENGLISH[option.name ?? ''] ?? option.name ?? '';

const LATENCY_MS = 150;

/** A server stand-in: answers after a short latency, and stops when the signal aborts. */
function fakeSearch(
  options: Option[],
  label: (option: Option) => string = (option) => option.name ?? '',
) {
  return (query: string, { signal }: { signal: AbortSignal }) =>
    new Promise<Option[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        const q = query.toLowerCase();
        resolve(options.filter((option) => label(option).toLowerCase().includes(q)));
      }, LATENCY_MS);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** A server that never answers. */
const neverAnswers: AutocompleteSearch<Option> = () => new Promise<Option[]>(() => {});
/** A server that is down. */
const alwaysFails: AutocompleteSearch<Option> = () =>
  Promise.reject(new Error('503 Service Unavailable'));

/** Looks up saved ids, as a form opened on existing data would. */
const resolveGuests = (ids: OptionId[]) =>
  new Promise<Option[]>((resolve) =>
    setTimeout(() => resolve(GUESTS.filter((guest) => ids.includes(guest.id))), LATENCY_MS),
  );

/**
 * The stories' arguments: both modes in one flat shape (Storybook's controls cannot switch
 * between the two prop types of the real component).
 */
interface StoryArgs extends AutocompleteBaseProps<Option> {
  multiple?: boolean;
  value: Option | null | readonly Option[];
  onChange: (value: Option | null | Option[]) => void;
  clearLabel?: string;
  removeTagLabel?: (label: string) => string;
}

/** The field is controlled: the story keeps the value, as a form would. */
function Controlled({
  multiple,
  value: initialValue,
  onChange,
  clearLabel,
  removeTagLabel = (label) => label,
  ...base
}: StoryArgs) {
  const [value, setValue] = useState(initialValue);
  const update = (next: Option | null | Option[]) => {
    setValue(next);
    onChange(next);
  };
  const several: readonly Option[] = Array.isArray(value) ? value : [];
  const single = Array.isArray(value) ? null : (value as Option | null);
  return multiple ? (
    <Autocomplete
      {...base}
      multiple
      value={several}
      onChange={update}
      removeTagLabel={removeTagLabel}
    />
  ) : (
    <Autocomplete {...base} value={single} onChange={update} clearLabel={clearLabel} />
  );
}

const meta = {
  title: 'Forms/Autocomplete',
  component: Autocomplete as ComponentType<StoryArgs>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The app keeps the default timing (searching starts after 1000 ms of idle typing, the ' +
          'request goes 1500 ms later); these stories shorten both so that they answer quickly.',
      },
    },
  },
  args: {
    label: 'Guest',
    value: null,
    onChange: fn(),
    search: fn(fakeSearch(GUESTS)),
    idleMs: 100,
    requestDelayMs: 100,
    searchingText: 'Searching…',
    noDataFoundText: 'No data found',
    searchErrorText: 'The search failed. Press Enter to try again.',
    resultCountText: (n: number) => (n === 1 ? '1 suggestion' : `${n} suggestions`),
    selectedText: (label: string) => `${label} selected`,
    removedText: (label: string) => `${label} removed`,
    placeholder: 'Type part of the name',
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      // Room below the field for the suggestion list.
      <Box maxWidth="md" minHeight="80">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 3000 };

/** One guest: type, wait for the suggestions, choose with the keyboard. */
export const Single: Story = {
  args: { clearLabel: 'Clear guest' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Guest' });
    await userEvent.type(input, 'ross');
    await canvas.findByRole('option', { name: 'Anna Rossi' }, ANSWER);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(args.search).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 suggestions'));

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Marco Rossini' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 2, name: 'Marco Rossini' });
    await expect(input).toHaveValue('Marco Rossini');
    await expect(canvas.getByRole('status')).toHaveTextContent('Marco Rossini selected');
  },
};

/** Several guests as tags: choose by tap, remove with a tag's button or Backspace. */
export const Multiple: Story = {
  args: {
    label: 'Guests',
    multiple: true,
    value: [],
    removeTagLabel: (label: string) => `Remove ${label}`,
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Guests' });
    await userEvent.type(input, 'ross');
    await userEvent.click(await canvas.findByRole('option', { name: 'Anna Rossi' }, ANSWER));
    await userEvent.type(input, 'bru');
    await userEvent.click(await canvas.findByRole('option', { name: 'Elena Bruno' }, ANSWER));
    await userEvent.type(input, 'co');
    await userEvent.click(await canvas.findByRole('option', { name: 'Rosa Conti' }, ANSWER));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, name: 'Anna Rossi' },
      { id: 9, name: 'Elena Bruno' },
      { id: 11, name: 'Rosa Conti' },
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Anna Rossi' }));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 9, name: 'Elena Bruno' }]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Rosa Conti removed');
  },
};

/** Labels that are translation keys on the server (the `_INTL` field types). */
export const TranslatedLabels: Story = {
  args: {
    label: 'Diets',
    multiple: true,
    value: [],
    search: fn(fakeSearch(DIETS, translate)),
    formatLabel: translate,
    removeTagLabel: (label: string) => `Remove ${label}`,
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Diets' });
    await userEvent.type(input, 'diet{Enter}'); // Enter searches at once
    await expect(args.search).toHaveBeenCalledTimes(1);
    await canvas.findByRole('option', { name: 'Low-salt diet' }, ANSWER);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'GF', name: 'diet.glutenFree' }]);
    await expect(canvas.getByText('Gluten-free diet')).toBeVisible();
  },
};

/** Nothing found: the no-data text is shown and announced. */
export const NoData: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Guest' }), 'xyz');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No data found'), {
      timeout: 3000,
    });
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

/** A slow server: "Searching…" is shown and announced once. */
export const Loading: Story = {
  args: { search: fn(neverAnswers) },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Guest' });
    await userEvent.type(input, 'ross{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
    await expect(canvas.getByText('Searching…', { ignore: '[role=status]' })).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search fails: the error text from props; Enter tries again. */
export const SearchError: Story = {
  args: { search: fn(alwaysFails) },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Guest' });
    await userEvent.type(input, 'ross{Enter}');
    await expect(
      await canvas.findByText('The search failed. Press Enter to try again.', {
        ignore: '[role=status]',
      }),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.search).toHaveBeenCalledTimes(2);
  },
};

/** Many suggestions: the list scrolls and keeps the active one in view. */
export const ManySuggestions: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Guest' });
    await userEvent.type(input, 'a{Enter}');
    const listbox = await canvas.findByRole('listbox', {}, ANSWER);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.keyboard('{End}');
    const options = canvas.getAllByRole('option');
    const last = options[options.length - 1];
    await waitFor(() =>
      expect(last?.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        listbox.getBoundingClientRect().bottom + 1,
      ),
    );
  },
};

/** Values saved earlier arrive as ids: their labels are looked up once (`resolveValue`). */
export const Prefilled: Story = {
  args: {
    label: 'Guests',
    multiple: true,
    value: [{ id: 3 }, { id: 12 }],
    resolveValue: fn(resolveGuests),
    loadingText: 'Loading…',
    removeTagLabel: (label: string) => `Remove ${label}`,
  },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Remove Roberto De Luca' }, ANSWER),
    ).toBeVisible();
    await expect(canvas.getByText('Giulia Rossetti')).toBeVisible();
    await expect(args.resolveValue).toHaveBeenCalledTimes(1);
  },
};

/** A saved value that carries its label is shown as it is. */
export const PrefilledSingle: Story = {
  args: { value: { id: 4, name: 'Luca Bianchi' }, clearLabel: 'Clear guest' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Guest' });
    await expect(input).toHaveValue('Luca Bianchi');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Disabled: the tags stay readable, nothing can change. */
export const Disabled: Story = {
  args: {
    label: 'Guests',
    multiple: true,
    disabled: true,
    value: [
      { id: 1, name: 'Anna Rossi' },
      { id: 4, name: 'Luca Bianchi' },
    ],
    removeTagLabel: (label: string) => `Remove ${label}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Guests' })).toBeDisabled();
    await expect(canvas.getByText('Anna Rossi')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Read only (a document opened with R permission): focusable, not changeable. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: { id: 1, name: 'Anna Rossi' } },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Guest' });
    await userEvent.type(input, 'x{Enter}{Escape}{Escape}');
    await expect(input).toHaveValue('Anna Rossi');
    await expect(args.search).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Required, with an error, large for touch screens. */
export const LargeWithError: Story = {
  args: {
    size: 'lg',
    required: true,
    invalid: true,
    errorText: 'Choose a guest',
    helperText: 'Type part of the name, then choose',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: /Guest/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Type part of the name, then choose Choose a guest',
    );
    await userEvent.type(input, 'gi');
    await canvas.findByRole('option', { name: 'Giulia Rossetti' }, ANSWER);
  },
};
