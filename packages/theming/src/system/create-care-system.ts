import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';

/** The colours a Care theme sets; the full theme model grows in the theming issue. */
export interface CareThemeColors {
  primary: string;
  secondary: string;
  success: string;
  warning: string;
  info: string;
  error: string;
}

/** Defaults from the spec (01 §9). */
export const DEFAULT_COLORS: CareThemeColors = {
  primary: '#1976d2',
  secondary: '#F23041',
  success: '#43A047',
  warning: '#FFA000',
  info: '#0659BD',
  error: '#D32F2F',
};

/** Builds the Chakra UI v3 system for a set of Care colours. */
export function createCareSystem(colors: CareThemeColors = DEFAULT_COLORS): SystemContext {
  const config = defineConfig({
    theme: {
      tokens: {
        fonts: {
          heading: { value: 'Roboto, system-ui, sans-serif' },
          body: { value: 'Roboto, system-ui, sans-serif' },
        },
      },
      semanticTokens: {
        colors: {
          'care.primary': { value: colors.primary },
          'care.secondary': { value: colors.secondary },
          'care.success': { value: colors.success },
          'care.warning': { value: colors.warning },
          'care.info': { value: colors.info },
          'care.error': { value: colors.error },
        },
      },
    },
  });
  return createSystem(defaultConfig, config);
}
