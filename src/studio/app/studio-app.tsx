import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '@/app/theme';
import { createStudioQueryClient } from './query-client';
import { createStudioRouter } from './router';
import 'dayjs/locale/id';

/** Mantine (the site's theme), Lingui, TanStack Query (in memory only) and the studio's router. */
export function StudioApp() {
  const [client] = useState(createStudioQueryClient);
  const [router] = useState(createStudioRouter);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <DatesLocale>
            <ModalsProvider>
              <Notifications position="top-right" />
              <RouterProvider router={router} />
            </ModalsProvider>
          </DatesLocale>
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  );
}

/** Calendars follow the studio's language (Monday first, as in Indonesia). */
function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <DatesProvider settings={{ locale: active.locale === 'en' ? 'en' : 'id', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
