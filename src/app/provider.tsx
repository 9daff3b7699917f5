import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { PersistedQueryClientProvider } from '../offline/persisted-query-provider';
import { canPersist, createPersistOptions } from '../offline/query-persister';
import { cssVariablesResolver, theme } from './theme';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/** Mantine, TanStack Query and Lingui around the whole app (and around every test render). */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The app's own client is persisted to IndexedDB so pages render offline after one visit (decision 071);
  // a client handed in (tests) stays in memory.
  const [persistOptions] = useState(() => (!queryClient && canPersist() ? createPersistOptions() : undefined));
  const content = <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {persistOptions ? (
        <PersistedQueryClientProvider client={client} persistOptions={persistOptions}>
          {content}
        </PersistedQueryClientProvider>
      ) : (
        <QueryClientProvider client={client}>{content}</QueryClientProvider>
      )}
    </MantineProvider>
  );
}
