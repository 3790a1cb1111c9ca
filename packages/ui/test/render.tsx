import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

function Providers({ children }: { children: ReactNode }) {
  // Chakra's own system: @care/ui must work with any system that defines the care.* tokens,
  // and jsdom does not compute styles anyway.
  return <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>;
}

/** Renders inside a ChakraProvider and returns a user-event session with it. */
export function renderUi(
  ui: ReactElement,
  options: { user?: UserEventOptions; render?: Omit<RenderOptions, 'wrapper'> } = {},
) {
  const user = userEvent.setup(options.user);
  return { user, ...render(ui, { wrapper: Providers, ...options.render }) };
}
