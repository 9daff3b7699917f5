import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { PersistedQueryClientProvider } from '../offline/persisted-query-provider';
import { canPersist, createPersistOptions } from '../offline/query-persister';
import { cssVariablesResolver, theme } from './theme';

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Answers the server rendered the page with: in the cache before the first render, so hydration matches. */
  dehydratedState?: DehydratedState | undefined;
};

const noop = () => undefined;
/**
 * What MantineProvider gives Mantine's components, without the code that writes the theme's CSS variables and
 * responsive classes at run time: those are a stylesheet made at build time from the same theme
 * (src/app/mantine-theme-css.ts, docs/decisions/112-start-up-and-the-shell.md). The site
 * has one colour scheme, light: index.html's `data-mantine-color-scheme="light"`.
 */
const mantine = {
  colorScheme: 'light',
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesResolver,
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} satisfies React.ContextType<typeof MantineContext>;

/** Mantine, TanStack Query and Lingui around the whole app (and around every test render). */
export function AppProvider({ children, queryClient, dehydratedState }: AppProviderProps) {
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient();
    if (dehydratedState) hydrate(created, dehydratedState);
    return created;
  });
  // The app's own client is persisted to IndexedDB so pages render offline after one visit (decision 071);
  // a client handed in (tests, the server's render) stays in memory.
  const [persistOptions] = useState(() => (!queryClient && canPersist() ? createPersistOptions() : undefined));
  const content = <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return (
    <MantineContext value={mantine}>
      <MantineThemeProvider theme={theme}>
        {persistOptions ? (
          <PersistedQueryClientProvider client={client} persistOptions={persistOptions}>
            {content}
          </PersistedQueryClientProvider>
        ) : (
          <QueryClientProvider client={client}>{content}</QueryClientProvider>
        )}
      </MantineThemeProvider>
    </MantineContext>
  );
}
