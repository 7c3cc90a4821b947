import { DEFAULT_DATE_LOCALE } from '@kakyere/contract/constants';
import { createContext, useContext } from 'react';

/**
 * Where the page's state (the query cache the server renders with, sent as JSON) carries the locale
 * the server wrote the page's dates in, so the browser hydrates with the very same text.
 */
export const dateLocaleQueryKey = ['date-locale'] as const;

/** The reader's locale for dates (from their browser's languages; see pickDateLocale). */
export const DateLocaleContext = createContext<string>(DEFAULT_DATE_LOCALE);

export function useDateLocale(): string {
  return useContext(DateLocaleContext);
}
