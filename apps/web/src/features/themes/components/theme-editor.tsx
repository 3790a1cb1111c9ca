import {
  FONT_SIZE_RANGE,
  GLOBAL_FONT_SIZE_RANGE,
  GRADIENT_STOPS_RANGE,
  isCssLength,
  normalizeAngle,
  toThemeDocument,
  type CareGradient,
  type CareThemeDefinition,
} from '@care/theming';
import { Box, Button, chakra, Grid, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setIn } from '../draft';
import { SectionPreview, type PreviewSection } from './previews';
import {
  CheckedTextField,
  ColorField,
  FontField,
  FontSizeSlider,
  NumberField,
} from './value-fields';

type Path = readonly (string | number)[];

interface EditorProps {
  draft: CareThemeDefinition;
  onChange: (draft: CareThemeDefinition) => void;
}

function Section(props: {
  section: PreviewSection;
  theme: CareThemeDefinition;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const title = t(`settings.sections.${props.section}`);
  return (
    <chakra.section
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      bg="bg"
    >
      <Heading as="h2" id={id} size="md" mb="4">
        {title}
      </Heading>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {props.children}
        </SimpleGrid>
        <SectionPreview section={props.section} theme={props.theme} title={title} />
      </Grid>
    </chakra.section>
  );
}

function GradientFields(props: {
  name: 'header' | 'sidebar';
  gradient: CareGradient;
  set: (path: Path, value: unknown) => void;
}) {
  const { t } = useTranslation();
  const { name, gradient, set } = props;
  const label = t(`settings.fields.gradients.${name}`);
  const stops = gradient.stops;
  return (
    <Stack gap="3" gridColumn="1 / -1" borderWidth="1px" borderRadius="md" p="3">
      <NumberField
        label={t('settings.fields.gradients.angle', { gradient: label })}
        value={gradient.angle}
        min={0}
        max={360}
        wrap={normalizeAngle}
        onChange={(angle) => set(['gradients', name, 'angle'], angle)}
      />
      {stops.map((stop, index) => (
        <SimpleGrid key={index} columns={{ base: 1, sm: 2 }} gap="3" alignItems="end">
          <ColorField
            label={t('settings.fields.gradients.stop', { gradient: label, number: index + 1 })}
            value={stop.color}
            onChange={(color) => set(['gradients', name, 'stops', index, 'color'], color)}
          />
          <NumberField
            label={t('settings.fields.gradients.position', { gradient: label, number: index + 1 })}
            value={stop.position}
            min={0}
            max={100}
            onChange={(position) => set(['gradients', name, 'stops', index, 'position'], position)}
          />
          {stops.length > GRADIENT_STOPS_RANGE.min && (
            <Button
              size="sm"
              variant="outline"
              justifySelf="start"
              onClick={() =>
                set(
                  ['gradients', name, 'stops'],
                  stops.filter((_, i) => i !== index),
                )
              }
            >
              {t('settings.fields.gradients.removeStop', { gradient: label, number: index + 1 })}
            </Button>
          )}
        </SimpleGrid>
      ))}
      {stops.length < GRADIENT_STOPS_RANGE.max && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() =>
            set(
              ['gradients', name, 'stops'],
              [...stops, { color: stops[stops.length - 1]?.color ?? '#ffffff', position: 100 }],
            )
          }
        >
          {t('settings.fields.gradients.addStop', { gradient: label })}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The advanced tab's editor: buttons, text colours, fonts (global size 5–30, families, sizes
 * 0–120), gradients (2–3 stops, an angle that wraps), backgrounds, tables and message colours,
 * each section with its live preview. Every field changes the draft only with a valid value.
 */
export function ThemeEditor({ draft, onChange }: EditorProps) {
  const { t } = useTranslation();
  const set = (path: Path, value: unknown) => onChange(setIn(draft, path, value));
  // The previews draw only values of the theme grammar.
  const preview = toThemeDocument(draft);
  const color = (path: readonly string[], labelKey: string) => (
    <ColorField
      key={path.join('.')}
      label={t(labelKey)}
      value={
        path.reduce<unknown>(
          (value, key) => (value as Record<string, unknown>)[key],
          draft,
        ) as string
      }
      onChange={(value) => set(path, value)}
    />
  );
  return (
    <Stack gap="6">
      <Section section="buttons" theme={preview}>
        {color(['buttons', 'primary', 'background'], 'settings.fields.buttons.primaryBackground')}
        {color(['buttons', 'primary', 'text'], 'settings.fields.buttons.primaryText')}
        {color(
          ['buttons', 'secondary', 'background'],
          'settings.fields.buttons.secondaryBackground',
        )}
        {color(['buttons', 'secondary', 'text'], 'settings.fields.buttons.secondaryText')}
        <CheckedTextField
          label={t('settings.fields.buttons.borderRadius')}
          value={draft.buttons.borderRadius}
          isValid={isCssLength}
          errorText={t('settings.lengthInvalid')}
          onChange={(value) => set(['buttons', 'borderRadius'], value)}
        />
      </Section>
      <Section section="text" theme={preview}>
        {(['body', 'muted', 'heading', 'link', 'onHeader', 'onSidebar'] as const).map((key) =>
          color(['text', key], `settings.fields.text.${key}`),
        )}
      </Section>
      <Section section="fonts" theme={preview}>
        <Box gridColumn="1 / -1">
          <FontSizeSlider
            label={t('settings.fields.fonts.size')}
            value={draft.fonts.size}
            min={GLOBAL_FONT_SIZE_RANGE.min}
            max={GLOBAL_FONT_SIZE_RANGE.max}
            onChange={(value) => set(['fonts', 'size'], value)}
          />
        </Box>
        <FontField
          label={t('settings.fields.fonts.family')}
          value={draft.fonts.family}
          onChange={(value) => set(['fonts', 'family'], value)}
        />
        <FontField
          label={t('settings.fields.fonts.headingFamily')}
          value={draft.fonts.headingFamily}
          onChange={(value) => set(['fonts', 'headingFamily'], value)}
        />
        {(['caption', 'body', 'subtitle', 'heading', 'title'] as const).map((key) => (
          <NumberField
            key={key}
            label={t(`settings.fields.fonts.${key}`)}
            value={draft.fonts.sizes[key]}
            min={FONT_SIZE_RANGE.min}
            max={FONT_SIZE_RANGE.max}
            onChange={(value) => set(['fonts', 'sizes', key], value)}
          />
        ))}
      </Section>
      <Section section="gradients" theme={preview}>
        <GradientFields name="header" gradient={draft.gradients.header} set={set} />
        <GradientFields name="sidebar" gradient={draft.gradients.sidebar} set={set} />
      </Section>
      <Section section="backgrounds" theme={preview}>
        {(['page', 'surface', 'subtle'] as const).map((key) =>
          color(['backgrounds', key], `settings.fields.backgrounds.${key}`),
        )}
      </Section>
      <Section section="tables" theme={preview}>
        {(['headerBackground', 'headerText', 'rowStripe', 'border'] as const).map((key) =>
          color(['tables', key], `settings.fields.tables.${key}`),
        )}
      </Section>
      <Section section="messages" theme={preview}>
        {(['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const).map((key) =>
          color(['colors', key], `settings.fields.colors.${key}`),
        )}
      </Section>
    </Stack>
  );
}
