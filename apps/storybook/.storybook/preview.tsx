import { BUILT_IN_THEMES, createThemeSystem, isBuiltInThemeId } from '@care/theming';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { Decorator, Preview } from '@storybook/react-vite';

// One system per built-in theme, built once: creating a system computes every token.
const systems = Object.fromEntries(
  Object.values(BUILT_IN_THEMES).map((theme) => [theme.id, createThemeSystem(theme)]),
) as Record<keyof typeof BUILT_IN_THEMES, SystemContext>;

/** Wraps every story in the ChakraProvider of the theme chosen in the toolbar. */
const withCareTheme: Decorator = (Story, context) => {
  const theme: unknown = context.globals.theme;
  const system = systems[isBuiltInThemeId(theme) ? theme : 'default'];
  return (
    <ChakraProvider value={system}>
      <Story />
    </ChakraProvider>
  );
};

const preview: Preview = {
  decorators: [withCareTheme],
  globalTypes: {
    theme: {
      description: 'Care theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.values(BUILT_IN_THEMES).map((theme) => ({
          value: theme.id,
          title: theme.name,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    // An axe violation fails the story test (and shows as an error in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The themes paint the page themselves.
    backgrounds: { disable: true },
  },
};

export default preview;
