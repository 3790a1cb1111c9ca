// The Lighthouse yardstick of a Chakra UI page (scripts/lighthouse.mjs): the smallest Chakra UI v3
// system that draws a heading, a paragraph and a button (Chakra's base config with its reset,
// the gray palette only and the two recipes), and nothing else: no router, translations, data
// or fonts. Whatever Lighthouse finds here is the cost of Chakra UI itself (building the system,
// Emotion inserting the styles), which every page of the app pays before its first Chakra render.
import {
  Box,
  Button,
  ChakraProvider,
  createSystem,
  defaultBaseConfig,
  defineConfig,
  Heading,
  Text,
} from '@chakra-ui/react';
import { buttonRecipe, headingRecipe, semanticTokens, tokens } from '@chakra-ui/react/theme';
import { createRoot } from 'react-dom/client';

/** Chakra's colour tokens without its nine coloured palettes (gray, Chakra's default, stays). */
function grayOnly<T extends object>(colors: T): T {
  const coloured = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !coloured.includes(name)),
  ) as T;
}

const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    theme: {
      tokens: { ...tokens, colors: grayOnly(tokens.colors) },
      semanticTokens: { ...semanticTokens, colors: grayOnly(semanticTokens.colors) },
      recipes: { button: buttonRecipe, heading: headingRecipe },
    },
  }),
);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <ChakraProvider value={system}>
    <Box as="main" padding="4">
      <Heading as="h1">Care</Heading>
      <Text>
        Sign in with the username and the password that the administrator of the residential care
        facility gave you.
      </Text>
      <Button>Sign in</Button>
    </Box>
  </ChakraProvider>,
);
