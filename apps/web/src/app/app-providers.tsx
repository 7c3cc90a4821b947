import { DEFAULT_DATE_LOCALE } from '@kakyere/contract/constants';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from '../features/accounts/components/auth-provider';
import { DateLocaleContext } from '../lib/date-locale';

/**
 * What wraps the router on the server and in the browser alike, so both render the same tree.
 * `dateLocale`: the locale the page's dates are written in (the server's, while hydrating its page).
 */
export function AppProviders({
  queryClient,
  dateLocale = DEFAULT_DATE_LOCALE,
  children,
}: {
  queryClient: QueryClient;
  dateLocale?: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DateLocaleContext value={dateLocale}>
          <AuthProvider>{children}</AuthProvider>
        </DateLocaleContext>
      </QueryClientProvider>
    </StrictMode>
  );
}
