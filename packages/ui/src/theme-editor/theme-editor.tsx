import { Box, chakra, Grid, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { GradientField } from './gradient-field';
import { ThemeSectionPreview } from './section-preview';
import { setIn } from './set-in';
import {
  THEME_EDITOR_SECTIONS,
  type EditableTheme,
  type ThemeEditorLabels,
  type ThemeEditorSectionId,
  type ThemeValueGrammar,
} from './types';
import {
  CheckedTextField,
  ColorField,
  FontField,
  FontSizeSlider,
  NumberField,
} from './value-fields';

/** Props of {@link ThemeSectionEditor} and {@link ThemeEditor}. */
export interface ThemeEditorProps<Font extends string, T extends EditableTheme<Font>> {
  /** The theme being edited. */
  draft: T;
  /** Called with a copy of the draft carrying one more valid value. */
  onChange: (draft: T) => void;
  /**
   * The theme the previews draw (default: `draft`). An app whose drafts may hold values from
   * elsewhere passes the draft checked against its grammar.
   */
  preview?: EditableTheme<Font>;
  grammar: ThemeValueGrammar<Font>;
  labels: ThemeEditorLabels;
}

type Path = readonly (string | number)[];

const TEXT_KEYS = ['body', 'muted', 'heading', 'link', 'onHeader', 'onSidebar'] as const;
const SIZE_KEYS = ['caption', 'body', 'subtitle', 'heading', 'title'] as const;
const BACKGROUND_KEYS = ['page', 'surface', 'subtle'] as const;
const TABLE_KEYS = ['headerBackground', 'headerText', 'rowStripe', 'border'] as const;
const COLOR_KEYS = ['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const;

/** The fields of one section; every field changes the draft only with a valid value. */
function SectionFields<Font extends string, T extends EditableTheme<Font>>(
  props: ThemeEditorProps<Font, T> & { section: ThemeEditorSectionId },
) {
  const { draft, onChange, grammar, labels } = props;
  const fields = labels.fields;
  const set = (path: Path, value: unknown) => onChange(setIn(draft, path, value));
  const color = (path: readonly string[], label: string, value: string) => (
    <ColorField
      key={path.join('.')}
      label={label}
      value={value}
      isColor={grammar.isColor}
      toHex={grammar.toHex}
      swatches={grammar.swatches}
      labels={labels.color}
      onChange={(next) => set(path, next)}
    />
  );
  switch (props.section) {
    case 'buttons':
      return (
        <>
          {(['primary', 'secondary'] as const).flatMap((kind) => [
            color(
              ['buttons', kind, 'background'],
              fields.buttons[`${kind}Background`],
              draft.buttons[kind].background,
            ),
            color(
              ['buttons', kind, 'text'],
              fields.buttons[`${kind}Text`],
              draft.buttons[kind].text,
            ),
          ])}
          <CheckedTextField
            label={fields.buttons.borderRadius}
            value={draft.buttons.borderRadius}
            isValid={grammar.isLength}
            errorText={labels.lengthInvalid}
            onChange={(value) => set(['buttons', 'borderRadius'], value)}
          />
        </>
      );
    case 'text':
      return TEXT_KEYS.map((key) => color(['text', key], fields.text[key], draft.text[key]));
    case 'fonts': {
      const { globalFontSize, fontSize } = grammar;
      return (
        <>
          <Box gridColumn="1 / -1">
            <FontSizeSlider
              label={fields.fonts.size}
              value={draft.fonts.size}
              min={globalFontSize.min}
              max={globalFontSize.max}
              onChange={(value) => set(['fonts', 'size'], value)}
            />
          </Box>
          <FontField
            label={fields.fonts.family}
            value={draft.fonts.family}
            fonts={grammar.fonts}
            onChange={(value) => set(['fonts', 'family'], value)}
          />
          <FontField
            label={fields.fonts.headingFamily}
            value={draft.fonts.headingFamily}
            fonts={grammar.fonts}
            onChange={(value) => set(['fonts', 'headingFamily'], value)}
          />
          {SIZE_KEYS.map((key) => (
            <NumberField
              key={key}
              label={fields.fonts[key]}
              value={draft.fonts.sizes[key]}
              min={fontSize.min}
              max={fontSize.max}
              errorText={labels.range(fontSize.min, fontSize.max)}
              onChange={(value) => set(['fonts', 'sizes', key], value)}
            />
          ))}
        </>
      );
    }
    case 'gradients':
      return (['header', 'sidebar'] as const).map((name) => (
        <GradientField
          key={name}
          name={fields.gradients[name]}
          gradient={draft.gradients[name]}
          onChange={(gradient) => set(['gradients', name], gradient)}
          stopsRange={grammar.gradientStops}
          normalizeAngle={grammar.normalizeAngle}
          isColor={grammar.isColor}
          toHex={grammar.toHex}
          swatches={grammar.swatches}
          labels={fields.gradients}
          colorLabels={labels.color}
          range={labels.range}
        />
      ));
    case 'backgrounds':
      return BACKGROUND_KEYS.map((key) =>
        color(['backgrounds', key], fields.backgrounds[key], draft.backgrounds[key]),
      );
    case 'tables':
      return TABLE_KEYS.map((key) => color(['tables', key], fields.tables[key], draft.tables[key]));
    case 'messages':
      return COLOR_KEYS.map((key) => color(['colors', key], fields.colors[key], draft.colors[key]));
  }
}

function SectionFrame(props: { id: string; title: string; fields: ReactNode; preview: ReactNode }) {
  return (
    <chakra.section
      aria-labelledby={props.id}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      bg="bg"
    >
      <Heading as="h2" id={props.id} size="md" mb="4">
        {props.title}
      </Heading>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {props.fields}
        </SimpleGrid>
        {props.preview}
      </Grid>
    </chakra.section>
  );
}

/**
 * One section of the theme editor (buttons, text colours, text fonts, gradients, backgrounds,
 * tables or message colours): a region headed by its title, its fields, and its live preview.
 */
export function ThemeSectionEditor<Font extends string, T extends EditableTheme<Font>>(
  props: ThemeEditorProps<Font, T> & { section: ThemeEditorSectionId },
) {
  const id = useId();
  const title = props.labels.sections[props.section];
  return (
    <SectionFrame
      id={id}
      title={title}
      fields={<SectionFields {...props} />}
      preview={
        <ThemeSectionPreview
          section={props.section}
          theme={props.preview ?? props.draft}
          title={title}
          labels={props.labels}
          grammar={props.grammar}
        />
      }
    />
  );
}

/**
 * The whole theme editor: every section with its live preview, in the order of
 * {@link THEME_EDITOR_SECTIONS} (or only `sections`).
 */
export function ThemeEditor<Font extends string, T extends EditableTheme<Font>>(
  props: ThemeEditorProps<Font, T> & { sections?: readonly ThemeEditorSectionId[] },
) {
  const { sections = THEME_EDITOR_SECTIONS, ...rest } = props;
  return (
    <Stack gap="6">
      {sections.map((section) => (
        <ThemeSectionEditor<Font, T> key={section} {...rest} section={section} />
      ))}
    </Stack>
  );
}
