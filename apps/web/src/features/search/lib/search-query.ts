import { SEARCH_MAX_PAGE, SEARCH_SORTS, searchPath, type SearchSort } from '@kakyere/contract/constants';
import type { SearchPageQuery } from '@kakyere/contract';

/** What narrows a search, in the order the address writes them. */
export const SEARCH_FILTER_NAMES = ['person', 'party', 'from', 'to', 'sitting', 'bill', 'industry'] as const;
export type SearchFilterName = (typeof SEARCH_FILTER_NAMES)[number];
export type SearchFilterValues = Partial<Record<SearchFilterName, string>>;

/** The search page's address, read: ?q=&person=&party=&from=&to=&sitting=&bill=&industry=&sort=&page=. */
export interface SearchState {
  /** The words, trimmed; '' before anything was searched. */
  q: string;
  filters: SearchFilterValues;
  /** Newest first, or undefined for the API's default (relevance). */
  sort: Exclude<SearchSort, 'relevance'> | undefined;
  page: number;
}

/**
 * Reads the address. Only the page and sort are cleaned up here: the words and filters go to the
 * API as typed, so the page shows the API's own message when it refuses them (a query over 200
 * characters, dates the wrong way round) instead of quietly searching for something else.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const filters: SearchFilterValues = {};
  for (const name of SEARCH_FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const sort = SEARCH_SORTS.find((option) => option === params.get('sort'));
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    filters,
    sort: sort === 'newest' ? sort : undefined,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGE) : 1,
  };
}

/**
 * The address of a search, as the GET form writes it but with only what differs from the defaults,
 * the filters always in one order: one search, one address (and one page in the page cache).
 */
export function searchHref(state: SearchState): string {
  const filters = Object.fromEntries(SEARCH_FILTER_NAMES.map((name) => [name, state.filters[name]]));
  return searchPath({ q: state.q, ...filters, sort: state.sort, page: state.page > 1 ? state.page : undefined });
}

/** The same search with one filter set (or cleared with undefined), from its first page. */
export function withFilter(state: SearchState, name: SearchFilterName, value: string | undefined): SearchState {
  const filters = { ...state.filters };
  if (value) filters[name] = value;
  else delete filters[name];
  return { ...state, filters, page: 1 };
}

export const hasFilters = (state: SearchState) => Object.keys(state.filters).length > 0;

/** The search with its "quoted phrases" as loose words; -"excluded phrases" stay as they are. */
export const withoutQuotes = (q: string) => q.replace(/(-?)"([^"]*)("|$)/g, (quoted, minus: string, words: string) => (minus ? quoted : words)).replace(/\s+/g, ' ');

/** What GET /api/search is asked for the page; null before there are words to search for. */
export function searchApiQuery(state: SearchState): SearchPageQuery | null {
  if (!state.q) return null;
  return { q: state.q, ...state.filters, ...(state.sort ? { sort: state.sort } : {}), ...(state.page > 1 ? { page: String(state.page) } : {}) };
}

const API_PARAMS = ['q', ...SEARCH_FILTER_NAMES, 'sort', 'page', 'limit'] as const;

/** GET /api/search's address for a query, its parameters always in the same order (it is the cache key too). */
export function searchRequestUrl(query: SearchPageQuery): string {
  const params = new URLSearchParams();
  for (const name of API_PARAMS) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  return `/api/search?${params}`;
}

/** Reads the page's query from a submitted search form (the same names the address uses). */
export function readSearchForm(form: HTMLFormElement): SearchState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return { ...readSearchState(params), page: 1 };
}
