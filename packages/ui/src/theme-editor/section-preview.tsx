import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { scaledFontSize } from './gradient-stops';
import type {
  EditableTheme,
  ThemeEditorLabels,
  ThemeEditorSectionId,
  ThemeValueGrammar,
} from './types';

/** Props of {@link ThemeSectionPreview}. */
export interface ThemeSectionPreviewProps<Font extends string> {
  section: ThemeEditorSectionId;
  /** The theme to draw: values of the grammar only (an app checks a draft before it gets here). */
  theme: EditableTheme<Font>;
  /** The section's title: the preview is the group "<title>: preview". */
  title: string;
  labels: ThemeEditorLabels;
  grammar: ThemeValueGrammar<Font>;
}

function Frame(props: {
  label: string;
  background: string;
  color: string;
  font: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-label={props.label}
      bg={props.background}
      color={props.color}
      fontFamily={props.font}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      minW="0"
    >
      {props.children}
    </Box>
  );
}

/** Sample rows of the table preview: names, not texts to translate. */
const SAMPLE_ROWS = [
  ['Anna Rossi', '12', 'present'],
  ['Paolo Neri', '14', 'away'],
  ['Maria Gallo', '15', 'present'],
] as const;

/**
 * The live preview of one editor section, drawn with the theme's own values inside the page
 * (rather than through a second Chakra system, whose global styles would restyle the page).
 */
export function ThemeSectionPreview<Font extends string>(props: ThemeSectionPreviewProps<Font>) {
  const { section, theme, labels, grammar } = props;
  const texts = labels.preview;
  const { buttons, text, fonts, gradients, backgrounds, tables, colors } = theme;
  const px = (size: number) => scaledFontSize(size, fonts.size);
  const headingFont = grammar.fontStack(fonts.headingFamily);
  const frame = (children: ReactNode) => (
    <Frame
      label={texts.label(props.title)}
      background={backgrounds.page}
      color={text.body}
      font={grammar.fontStack(fonts.family)}
    >
      {children}
    </Frame>
  );
  switch (section) {
    case 'buttons':
      return frame(
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
              {labels.fields.buttons[`${kind}Background`]}
            </chakra.span>
          ))}
        </Flex>,
      );
    case 'text':
    case 'backgrounds':
      return frame(
        <Stack gap="2">
          <Text fontWeight="bold" fontSize="lg" color={text.heading} fontFamily={headingFont}>
            {texts.heading}
          </Text>
          <Box bg={backgrounds.surface} borderWidth="1px" borderRadius="md" p="3">
            <Text>{texts.body}</Text>
            <Text color={text.muted} fontSize="sm">
              {texts.muted}
            </Text>
          </Box>
          <Box bg={backgrounds.subtle} borderRadius="md" p="3">
            <chakra.span color={text.link} textDecoration="underline">
              {texts.link}
            </chakra.span>
          </Box>
        </Stack>,
      );
    case 'fonts':
      return frame(
        <Stack gap="1">
          <Text
            fontSize={px(fonts.sizes.title)}
            fontFamily={headingFont}
            color={text.heading}
            lineHeight="1.2"
          >
            {texts.title}
          </Text>
          <Text
            fontSize={px(fonts.sizes.heading)}
            fontFamily={headingFont}
            color={text.heading}
            lineHeight="1.2"
          >
            {texts.heading}
          </Text>
          <Text fontSize={px(fonts.sizes.subtitle)}>{texts.subtitle}</Text>
          <Text fontSize={px(fonts.sizes.body)}>{texts.body}</Text>
          <Text fontSize={px(fonts.sizes.caption)} color={text.muted}>
            {texts.caption}
          </Text>
        </Stack>,
      );
    case 'gradients':
      return frame(
        <Flex direction="column" gap="0" borderRadius="md" overflow="hidden" borderWidth="1px">
          <Box
            bgImage={grammar.gradientToCss(gradients.header)}
            color={text.onHeader}
            px="3"
            py="2"
            fontWeight="bold"
          >
            {labels.fields.gradients.header}
          </Box>
          <Flex minH="24">
            <Box
              bgImage={grammar.gradientToCss(gradients.sidebar)}
              color={text.onSidebar}
              w="40%"
              p="3"
            >
              {labels.fields.gradients.sidebar}
            </Box>
            <Box flex="1" p="3" bg={backgrounds.page}>
              {texts.body}
            </Box>
          </Flex>
        </Flex>,
      );
    case 'tables':
      return frame(
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
                  {texts[column]}
                </chakra.th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {SAMPLE_ROWS.map(([guest, room, status], index) => (
              <chakra.tr key={guest} bg={index % 2 === 1 ? tables.rowStripe : undefined}>
                <chakra.td p="2" borderWidth="1px" borderColor={tables.border}>
                  {guest}
                </chakra.td>
                <chakra.td p="2" borderWidth="1px" borderColor={tables.border}>
                  {room}
                </chakra.td>
                <chakra.td p="2" borderWidth="1px" borderColor={tables.border}>
                  {texts[status]}
                </chakra.td>
              </chakra.tr>
            ))}
          </chakra.tbody>
        </chakra.table>,
      );
    case 'messages':
      return frame(
        <Stack gap="2">
          {(['success', 'warning', 'info', 'error'] as const).map((kind) => (
            <Box
              key={kind}
              bg={colors[kind]}
              color={grammar.textOn(colors[kind])}
              px="3"
              py="2"
              borderRadius="md"
              fontWeight="medium"
            >
              {texts[kind]}
            </Box>
          ))}
          <Flex gap="2">
            {(['primary', 'secondary'] as const).map((kind) => (
              <Box
                key={kind}
                bg={colors[kind]}
                color={grammar.textOn(colors[kind])}
                px="3"
                py="1"
                borderRadius="md"
              >
                {labels.fields.colors[kind]}
              </Box>
            ))}
          </Flex>
        </Stack>,
      );
  }
}
