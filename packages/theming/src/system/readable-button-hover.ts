import { defineConfig } from '@chakra-ui/react';

/**
 * A filled (`solid`) button's background under the pointer: its own colour with an eighth of
 * black. Chakra lightens it instead (90 % opacity), which takes white text on `blue.600` from
 * 5.17:1 to 4.31:1, below AA; darkening only raises the contrast of light text and keeps dark
 * text (gray in dark mode) far above it. A browser without `color-mix` drops the declaration and
 * keeps the button's own colour.
 */
export const SOLID_HOVER_BACKGROUND = 'color-mix(in srgb, {colors.colorPalette.solid} 88%, black)';

/**
 * Overrides the hover and open states of Chakra's solid button, merged into the button recipe of
 * every Care system (README, "Contrast guard").
 */
export const readableButtonHover = defineConfig({
  theme: {
    recipes: {
      button: {
        variants: {
          variant: {
            solid: {
              _hover: { bg: SOLID_HOVER_BACKGROUND },
              _expanded: { bg: SOLID_HOVER_BACKGROUND },
            },
          },
        },
      },
    },
  },
});
