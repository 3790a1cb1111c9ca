import { contrastRatio, FONT_STACKS, gradientToCss, type CareThemeDefinition } from '@care/theming';
import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The live previews of the editor's sections. They draw the draft with its own values (checked
 * against the theme grammar: `toThemeDocument` before they get here), inside the page, rather
 * than through a second Chakra system, whose global styles would restyle the whole page.
 */
export type PreviewSection =
  'buttons' | 'text' | 'fonts' | 'gradients' | 'backgrounds' | 'tables' | 'messages';

function Frame(props: { label: string; theme: CareThemeDefinition; children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={props.label}
      bg={props.theme.backgrounds.page}
      color={props.theme.text.body}
      fontFamily={FONT_STACKS[props.theme.fonts.family]}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      minW="0"
    >
      {props.children}
    </Box>
  );
}

/** Black or white, whichever reads better on `color`. */
function textOn(color: string): string {
  const black = contrastRatio(color, '#000000') ?? 0;
  const white = contrastRatio(color, '#ffffff') ?? 0;
  return black >= white ? '#000000' : '#ffffff';
}

/** A font size of the theme in CSS pixels, with the global size applied. */
function px(theme: CareThemeDefinition, size: number): string {
  return `${Math.round(((size * theme.fonts.size) / 16) * 100) / 100}px`;
}

/** The preview of one editor section. */
export function SectionPreview({
  section,
  theme,
  title,
}: {
  section: PreviewSection;
  theme: CareThemeDefinition;
  title: string;
}) {
  const { t } = useTranslation();
  const label = t('settings.preview.label', { section: title });
  const { buttons, text, fonts, gradients, backgrounds, tables, colors } = theme;
  switch (section) {
    case 'buttons':
      return (
        <Frame label={label} theme={theme}>
          <Flex gap="3" wrap="wrap">
            {(['primary', 'secondary'] as const).map((kind) => (
              <chakra.span
                key={kind}
                display="inline-block"
                px="4"
                py="2"
                fontWeight="semibold"
                bg={buttons[kind].background}
                color={buttons[kind].text}
                borderRadius={buttons.borderRadius}
              >
                {t(`settings.fields.buttons.${kind}Background`)}
              </chakra.span>
            ))}
          </Flex>
        </Frame>
      );
    case 'text':
    case 'backgrounds':
      return (
        <Frame label={label} theme={theme}>
          <Stack gap="2">
            <Text
              fontWeight="bold"
              fontSize="lg"
              color={text.heading}
              fontFamily={FONT_STACKS[fonts.headingFamily]}
            >
              {t('settings.preview.heading')}
            </Text>
            <Box bg={backgrounds.surface} borderWidth="1px" borderRadius="md" p="3">
              <Text>{t('settings.preview.body')}</Text>
              <Text color={text.muted} fontSize="sm">
                {t('settings.preview.muted')}
              </Text>
            </Box>
            <Box bg={backgrounds.subtle} borderRadius="md" p="3">
              <chakra.span color={text.link} textDecoration="underline">
                {t('settings.preview.link')}
              </chakra.span>
            </Box>
          </Stack>
        </Frame>
      );
    case 'fonts':
      return (
        <Frame label={label} theme={theme}>
          <Stack gap="1">
            <Text
              fontSize={px(theme, fonts.sizes.title)}
              fontFamily={FONT_STACKS[fonts.headingFamily]}
              color={text.heading}
              lineHeight="1.2"
            >
              {t('settings.preview.title')}
            </Text>
            <Text
              fontSize={px(theme, fonts.sizes.heading)}
              fontFamily={FONT_STACKS[fonts.headingFamily]}
              color={text.heading}
              lineHeight="1.2"
            >
              {t('settings.preview.heading')}
            </Text>
            <Text fontSize={px(theme, fonts.sizes.subtitle)}>{t('settings.preview.subtitle')}</Text>
            <Text fontSize={px(theme, fonts.sizes.body)}>{t('settings.preview.body')}</Text>
            <Text fontSize={px(theme, fonts.sizes.caption)} color={text.muted}>
              {t('settings.preview.caption')}
            </Text>
          </Stack>
        </Frame>
      );
    case 'gradients':
      return (
        <Frame label={label} theme={theme}>
          <Flex direction="column" gap="0" borderRadius="md" overflow="hidden" borderWidth="1px">
            <Box
              bgImage={gradientToCss(gradients.header)}
              color={text.onHeader}
              px="3"
              py="2"
              fontWeight="bold"
            >
              {t('settings.fields.gradients.header')}
            </Box>
            <Flex minH="24">
              <Box bgImage={gradientToCss(gradients.sidebar)} color={text.onSidebar} w="40%" p="3">
                {t('settings.fields.gradients.sidebar')}
              </Box>
              <Box flex="1" p="3" bg={backgrounds.page}>
                {t('settings.preview.body')}
              </Box>
            </Flex>
          </Flex>
        </Frame>
      );
    case 'tables':
      return (
        <Frame label={label} theme={theme}>
          <chakra.table w="full" borderCollapse="collapse" fontSize="sm">
            <chakra.thead>
              <chakra.tr bg={tables.headerBackground} color={tables.headerText}>
                {(['guest', 'room', 'status'] as const).map((column) => (
                  <chakra.th
                    key={column}
                    textAlign="start"
                    p="2"
                    borderWidth="1px"
                    borderColor={tables.border}
                  >
                    {t(`settings.preview.${column}`)}
                  </chakra.th>
                ))}
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {[
                ['Anna Rossi', '12', 'present'],
                ['Paolo Neri', '14', 'away'],
                ['Maria Gallo', '15', 'present'],
              ].map(([guest, room, status], index) => (
                <chakra.tr key={guest} bg={index % 2 === 1 ? tables.rowStripe : undefined}>
                  <chakra.td p="2" borderWidth="1px" borderColor={tables.border}>
                    {guest}
                  </chakra.td>
                  <chakra.td p="2" borderWidth="1px" borderColor={tables.border}>
                    {room}
                  </chakra.td>
                  <chakra.td p="2" borderWidth="1px" borderColor={tables.border}>
                    {t(`settings.preview.${status}`)}
                  </chakra.td>
                </chakra.tr>
              ))}
            </chakra.tbody>
          </chakra.table>
        </Frame>
      );
    case 'messages':
      return (
        <Frame label={label} theme={theme}>
          <Stack gap="2">
            {(['success', 'warning', 'info', 'error'] as const).map((kind) => (
              <Box
                key={kind}
                bg={colors[kind]}
                color={textOn(colors[kind])}
                px="3"
                py="2"
                borderRadius="md"
                fontWeight="medium"
              >
                {t(`settings.preview.${kind}`)}
              </Box>
            ))}
            <Flex gap="2">
              {(['primary', 'secondary'] as const).map((kind) => (
                <Box
                  key={kind}
                  bg={colors[kind]}
                  color={textOn(colors[kind])}
                  px="3"
                  py="1"
                  borderRadius="md"
                >
                  {t(`settings.fields.colors.${kind}`)}
                </Box>
              ))}
            </Flex>
          </Stack>
        </Frame>
      );
  }
}
