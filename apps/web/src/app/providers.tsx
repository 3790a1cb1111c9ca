import type { CareClient } from '@care/api-client';
import type { I18n } from '@care/i18n';
import { createCareSystem } from '@care/theming';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiContext } from './api';
import type { Session } from './session';
import { SessionContext } from './session-context';

const system = createCareSystem();

/** Everything the screens rely on: theme, translations, the query cache, the API and the session. */
export function AppProviders(props: {
  api: CareClient;
  queryClient: QueryClient;
  i18n: I18n;
  session: Session;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={props.i18n}>
        <QueryClientProvider client={props.queryClient}>
          <ApiContext.Provider value={props.api}>
            <SessionContext.Provider value={props.session}>
              {props.children}
            </SessionContext.Provider>
          </ApiContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
