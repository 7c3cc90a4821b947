// Search's plain values (no zod), so the web app can take them: decision record 005.

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
/** Deeper than this, a reader narrows the search instead: the page number the API accepts at most. */
export const SEARCH_MAX_PAGE = 100;
/**
 * Counts stop here ("1,000+"): counting every match of a common word costs more than it tells, and
 * 100 pages of 10 (the deepest a reader pages) is 1,000.
 */
export const SEARCH_COUNT_CAP = 1_000;
export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_MESSAGES = {
  queryRequired: 'Type what to search for',
  queryLength: `Search must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
  dateOrder: 'The start date must not be after the end date',
} as const;

/** The search page's address for a query and its filters, as a GET form would write it. */
export function searchPath(params: Readonly<Record<string, string | number | undefined | null>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}
