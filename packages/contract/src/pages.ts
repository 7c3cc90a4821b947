import { BILL_MESSAGES, MESSAGES } from './messages.js';
import { SEARCH_QUERY_MAX_LENGTH } from './search-rules.js';

/**
 * The site's pages, once: the web router, the web prefetcher, the server's head and cache rules
 * and the tab titles all read this table (a test fails when a route and an entry part). Plain
 * values, so the browser takes it without zod (decision record 005).
 */

export const SITE_NAME = 'Kakyerɛ';

/** The tab title of a page titled `title`; null is the site's own. */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Parliament of Ghana, in plain words`;
}

/**
 * What the server renders a page with: each names a read of PageDataSource that the web app's
 * prefetcher puts in the query cache under the browser's own key.
 */
export type PageData =
  | 'feed'
  | 'hansard-list'
  | 'hansard'
  | 'hansard-speeches'
  | 'bill-list'
  | 'bill-journey'
  | 'member-list'
  | 'member'
  | 'search'
  | 'profile'
  | 'managed-subscription';

/** What a page about one thing (the sitting or bill `:id` names) is titled by. */
export interface PageSubject {
  kind: 'hansard' | 'bill' | 'person';
  /** Its title once the thing is known. */
  title: (subject: { title: string }) => string;
  /** The title of the 404 when there is no such thing. */
  missing: string;
}

export interface PageEntry {
  /** The address pattern as the router writes it: `:id` is one segment, `/*` any other address. */
  path: string;
  /**
   * The tab title (before ' · Kakyerɛ'); null is the site's own. A page with a `subject` shows it
   * while the subject loads.
   */
  title: string | null;
  subject?: PageSubject;
  /** Always a 404: the address matches no page. */
  notFound?: true;
  /** Where the page sends people instead (its head is that page's). */
  redirect?: string;
  /** Reached by a personal link (a token in the address): never indexed. */
  private?: true;
  /**
   * Shows one person's data, so it is rendered for them alone (no-store, never in the shared page
   * cache): 'token' when the address carries their link's token; 'session' for the signed-in
   * reader, and without a session the server sends people to log in.
   */
  personal?: 'token' | 'session';
  /** What the server renders it with; nothing means the browser fetches what it shows. */
  prefetch?: readonly PageData[];
  /**
   * The title for what the address asks for (a search's words), when it asks for something; null
   * leaves `title`. Such an address is a result, not a page of the site: never indexed.
   */
  queryTitle?: (query: URLSearchParams) => string | null;
}

const byTitle = (subject: { title: string }) => subject.title;

const SEARCH_TITLE = 'Search what was said';
/** The words as the tab shows them: quoted, and cut short (a tab shows little, a long query is allowed). */
const QUOTED_MAX = 60;

/** "“galamsey” · Search what was said": the search's words first, so a tab among many says which. */
export function searchTitle(q: string): string {
  const words = q.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  if (!words) return SEARCH_TITLE;
  return `“${words.length > QUOTED_MAX ? `${words.slice(0, QUOTED_MAX - 1).trimEnd()}…` : words}” · ${SEARCH_TITLE}`;
}

export const PAGES = {
  home: { path: '/', title: null, prefetch: ['feed'] },
  hansards: { path: '/hansards', title: 'Parliamentary Hansards', prefetch: ['hansard-list'] },
  // The sitting opens over the list, so the list comes with it.
  hansard: {
    path: '/hansards/:id',
    title: 'Parliamentary Hansards',
    subject: { kind: 'hansard', title: byTitle, missing: MESSAGES.hansardNotFound },
    prefetch: ['hansard-list', 'hansard', 'hansard-speeches'],
  },
  bills: { path: '/bills', title: 'Parliamentary Bills', prefetch: ['bill-list'] },
  bill: {
    path: '/bills/:id',
    title: 'Bill Journey',
    subject: { kind: 'bill', title: byTitle, missing: BILL_MESSAGES.billNotFound },
    prefetch: ['bill-journey'],
  },
  members: { path: '/members', title: 'Members of Parliament', prefetch: ['member-list'] },
  // A Member's address carries their name (/members/{id}/{slug}); the id alone, a stale name or a
  // merged person's old id is sent on to it (301).
  member: {
    path: '/members/:id/:slug',
    title: 'Member of Parliament',
    subject: { kind: 'person', title: byTitle, missing: MESSAGES.personNotFound },
    prefetch: ['member'],
  },
  memberById: {
    path: '/members/:id',
    title: 'Member of Parliament',
    subject: { kind: 'person', title: byTitle, missing: MESSAGES.personNotFound },
    prefetch: ['member'],
  },
  // Everything said in Parliament (issue 30): a GET form, so a search is an address (and works without JavaScript).
  search: {
    path: '/search',
    title: SEARCH_TITLE,
    queryTitle: (query) => (query.get('q')?.trim() ? searchTitle(query.get('q')!) : null),
    prefetch: ['search'],
  },
  subscribe: { path: '/subscribe', title: 'Alerts' },
  // The bar calls the alerts screen Alerts, so that is the address people guess and type.
  alerts: { path: '/alerts', title: 'Alerts', redirect: '/subscribe' },
  // Where the e-mailed and texted links land: change or stop alerts, apply choices asked for again, confirm a number, unsubscribe.
  manageAlerts: { path: '/subscribe/manage', title: 'Manage your alerts', private: true, personal: 'token', prefetch: ['managed-subscription'] },
  confirmAlerts: { path: '/subscribe/confirm', title: 'Confirm your alert choices', private: true },
  confirmPhone: { path: '/subscribe/phone', title: 'Confirm your number', private: true },
  unsubscribe: { path: '/unsubscribe', title: 'Unsubscribe', private: true },
  logIn: { path: '/login', title: 'Log in' },
  signUp: { path: '/signup', title: 'Sign up' },
  profile: { path: '/profile', title: 'Your profile', personal: 'session', prefetch: ['profile'] },
  forgotPassword: { path: '/forgot-password', title: 'Forgot password' },
  // The e-mailed account links land on these (their token in the address).
  resetPassword: { path: '/reset-password', title: 'Choose a new password', private: true },
  verifyEmail: { path: '/verify-email', title: 'Verify your email', private: true },
  // Every feed and download, their formats and terms (issue 31).
  openData: { path: '/open-data', title: 'Open data' },
  notFound: { path: '/*', title: 'Page not found', notFound: true },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

export interface PageMatch {
  name: PageName;
  page: PageEntry;
  /** The address's `:param` segments, as written (not decoded). */
  params: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(path: string): RegExp {
  if (path === '/*') return /^/;
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : escapeRegExp(part)))
    .join('/');
  return new RegExp(`^${source}$`);
}

// Like the router: an exact address first, then one with `:params`, then the catch-all.
const rank = (path: string) => (path === '/*' ? 2 : path.includes('/:') ? 1 : 0);
const MATCHERS = (Object.entries(PAGES) as [PageName, PageEntry][])
  .map(([name, page]) => ({ name, page, pattern: compile(page.path) }))
  .sort((a, b) => rank(a.page.path) - rank(b.page.path));

/**
 * The page at `path` (a pathname without its trailing slash, case as written): the catch-all
 * when no other page matches.
 */
export function matchPage(path: string): PageMatch {
  for (const { name, page, pattern } of MATCHERS) {
    const found = pattern.exec(path);
    if (found) return { name, page, params: { ...found.groups } };
  }
  throw new Error(`no page matches ${path}`);
}

/** The address of a page whose pattern has `:params`, with their values put in (as given). */
export function pagePath(page: PageEntry, params: Record<string, string>): string {
  return page.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}
