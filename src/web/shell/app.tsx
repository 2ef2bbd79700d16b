import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/500.css';
import '@fontsource/noto-sans-khmer/600.css';
import '@fontsource/noto-sans-khmer/700.css';
// The layered form: the app's own rules stay above Mantine's whatever order the stylesheets
// load in; the build moves each component's rules to its chunk (scripts/mantine-styles.ts).
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import type { AppRouter } from '../router';
import { intlLocaleOf, isAppLocale } from '../i18n/locale';
import { RouterLoadingBridge } from './loading-bar-view';
import { theme } from './theme';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const { i18n } = useTranslation();
  const locale = isAppLocale(i18n.language) ? intlLocaleOf(i18n.language) : 'en';
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [0] }}>
        <QueryClientProvider client={queryClient}>
          <RouterLoadingBridge router={router} />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
