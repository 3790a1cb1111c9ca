import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ContrastWarnings } from './contrast-warnings';
import { EXAMPLE_GRAMMAR, EXAMPLE_LABELS, EXAMPLE_THEME, type ExampleFont } from './examples';
import { ThemeEditor, ThemeSectionEditor } from './theme-editor';
import type { EditableTheme, ThemeEditorSectionId } from './types';
import { NumberField } from './value-fields';

type Theme = EditableTheme<ExampleFont>;

/** A section editor that keeps its draft, as an app does; `changes` sees every draft. */
function Stateful(props: { section?: ThemeEditorSectionId; changes: (theme: Theme) => void }) {
  const [draft, setDraft] = useState<Theme>(EXAMPLE_THEME);
  const common = {
    draft,
    grammar: EXAMPLE_GRAMMAR,
    labels: EXAMPLE_LABELS,
    onChange: (next: Theme) => {
      props.changes(next);
      setDraft(next);
    },
  };
  return props.section ? (
    <ThemeSectionEditor<ExampleFont, Theme> section={props.section} {...common} />
  ) : (
    <ThemeEditor<ExampleFont, Theme> {...common} />
  );
}

describe('ThemeEditor', () => {
  it('shows every section as a region with its fields and its preview', () => {
    renderUi(<Stateful changes={() => {}} />);
    for (const title of Object.values(EXAMPLE_LABELS.sections)) {
      const region = screen.getByRole('region', { name: title });
      expect(within(region).getByRole('group', { name: `${title}: preview` })).toBeVisible();
    }
    expect(screen.getByRole('textbox', { name: 'Primary button' })).toHaveValue('#1976d2');
  });

  it('passes a valid colour on and keeps an invalid one in the field, marked', async () => {
    const changes = vi.fn();
    const { user } = renderUi(<Stateful section="text" changes={changes} />);
    const body = screen.getByRole('textbox', { name: 'Body text' });
    await user.clear(body);
    await user.type(body, 'url(x)');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(EXAMPLE_LABELS.color.invalid)).toBeVisible();
    expect(changes).not.toHaveBeenCalled();
    await user.clear(body);
    await user.type(body, '#333');
    expect(changes).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: { ...EXAMPLE_THEME.text, body: '#333' } }),
    );
  });

  it('offers the 15 preset swatches behind a toggle; a swatch sets the colour', async () => {
    const changes = vi.fn();
    const { user } = renderUi(<Stateful section="buttons" changes={changes} />);
    const toggle = screen.getByRole('button', { name: 'Preset colours for Primary button' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const swatches = screen.getByRole('group', { name: 'Preset colours for Primary button' });
    expect(within(swatches).getAllByRole('button')).toHaveLength(15);
    expect(within(swatches).getByRole('button', { name: 'Use #1976d2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(swatches).getByRole('button', { name: 'Use #43A047' }));
    expect(screen.getByRole('textbox', { name: 'Primary button' })).toHaveValue('#43A047');
    expect(changes.mock.lastCall?.[0].buttons.primary.background).toBe('#43A047');
  });

  it('refuses a length outside the grammar', async () => {
    const changes = vi.fn();
    const { user } = renderUi(<Stateful section="buttons" changes={changes} />);
    const radius = screen.getByRole('textbox', { name: 'Corner radius' });
    await user.clear(radius);
    await user.type(radius, '4px;}');
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(EXAMPLE_LABELS.lengthInvalid)).toBeVisible();
    expect(changes.mock.lastCall?.[0].buttons.borderRadius).not.toBe('4px;}');
  });

  it('keeps font sizes within 0–120 and picks a family from the offered list', async () => {
    const changes = vi.fn();
    const { user } = renderUi(<Stateful section="fonts" changes={changes} />);
    const body = screen.getByRole('spinbutton', { name: 'Body text' });
    await user.clear(body);
    await user.type(body, '121');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number from 0 to 120.')).toBeVisible();
    expect(changes.mock.lastCall?.[0].fonts.sizes.body).toBe(12);
    const family = screen.getByRole('combobox', { name: 'Text font' });
    expect(
      within(family)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Helvetica Now Text', 'Rubik', 'Roboto']);
    await user.selectOptions(family, 'Rubik');
    expect(changes.mock.lastCall?.[0].fonts.family).toBe('Rubik');
    const size = screen.getByRole('slider', { name: 'Global font size' });
    expect(size).toHaveAttribute('min', '5');
    expect(size).toHaveAttribute('max', '30');
  });

  it('wraps a gradient angle and allows 2 to 3 stops', async () => {
    const changes = vi.fn();
    const { user } = renderUi(<Stateful section="gradients" changes={changes} />);
    const angle = screen.getByRole('spinbutton', { name: 'Header: angle (degrees)' });
    await user.clear(angle);
    await user.type(angle, '370');
    await user.tab();
    expect(angle).toHaveValue(10);
    expect(changes.mock.lastCall?.[0].gradients.header.angle).toBe(10);
    expect(
      screen.queryByRole('button', { name: 'Remove colour 1 of the Header gradient' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a colour to the Header gradient' }));
    expect(screen.getByRole('textbox', { name: 'Header: colour 3' })).toHaveValue('#0d47a1');
    expect(
      screen.queryByRole('button', { name: 'Add a colour to the Header gradient' }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Remove colour 1 of the Header gradient' }),
    );
    expect(changes.mock.lastCall?.[0].gradients.header.stops).toHaveLength(2);
  });
});

describe('NumberField', () => {
  it('refuses an empty entry and says the range', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <NumberField
        label="Size"
        value={4}
        min={0}
        max={10}
        errorText="From 0 to 10"
        onChange={onChange}
      />,
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Size' }));
    expect(screen.getByText('From 0 to 10')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ContrastWarnings', () => {
  it('is a note listing every warning, and nothing without warnings', () => {
    const { rerender } = renderUi(
      <ContrastWarnings
        title="Some texts may be hard to read"
        warnings={[{ key: 'a', text: 'Secondary text on Page: contrast 1.36:1' }]}
      />,
    );
    const note = screen.getByRole('note', { name: 'Some texts may be hard to read' });
    expect(within(note).getByRole('listitem')).toHaveTextContent('contrast 1.36:1');
    rerender(<ContrastWarnings title="Some texts may be hard to read" warnings={[]} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
