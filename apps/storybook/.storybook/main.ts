import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../../../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Chakra UI advertises its own hosted Storybook; composing it would fetch over the network.
  refs: { '@chakra-ui/react': { disable: true } },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      resolve: {
        // Workspace packages run from source (their exports' `@care/source` condition).
        conditions: ['@care/source', ...defaultClientConditions],
        // One React and one Chakra context, whichever package a story file sits in.
        dedupe: ['react', 'react-dom', '@chakra-ui/react', '@emotion/react'],
      },
      build: {
        // A static Storybook ships Chakra, axe and the docs renderer: big chunks are expected.
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          onwarn(warning, warn) {
            // Chakra and Ark mark ~1000 modules "use client", meaningless in a client bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
