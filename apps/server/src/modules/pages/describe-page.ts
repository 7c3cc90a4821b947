import { BILL_MESSAGES, isBillId, isHansardId, MESSAGES } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { selectBillHead } from '../bills/bill-repository.js';
import { selectHansard } from '../hansards/hansard-repository.js';

export const SITE_NAME = 'Kakyerɛ';
const SITE_TITLE = `${SITE_NAME} · Parliament of Ghana, in plain words`;
const SITE_DESCRIPTION =
  'Kakyerɛ (Twi for “tell it”) makes the proceedings of the Parliament of Ghana accessible, understandable and actionable: summarised Hansards, bill tracking and industry alerts.';

/** What the head of a page says about it: for search engines, link previews and the tab title. */
export interface PageDescription {
  status: 200 | 404;
  /** The full <title>. */
  title: string;
  description: string;
  /** The page's own address, without tracking or UI state: the canonical URL and og:url. */
  path: string;
  type: 'website' | 'article';
  /** Pages reached by a personal link (a token in the address): never indexed. */
  private?: boolean;
}

const page = (title: string | null, description: string, path: string, type: PageDescription['type'] = 'website'): PageDescription => ({
  status: 200,
  title: title ? `${title} · ${SITE_NAME}` : SITE_TITLE,
  description,
  path,
  type,
});

const notFoundPage = (heading: string, path: string): PageDescription => ({
  ...page(heading, SITE_DESCRIPTION, path),
  status: 404,
});

/** Screens that need no data: their titles match the ones the web app sets. */
const STATIC_PAGES: Record<string, PageDescription> = {
  '/': page(null, SITE_DESCRIPTION, '/'),
  '/hansards': page(
    'Parliamentary Hansards',
    'Plain-language summaries of the sittings of the Parliament of Ghana, each traceable to the official record.',
    '/hansards',
  ),
  '/bills': page(
    'Parliamentary Bills',
    'Follow bills of the Parliament of Ghana through the 8 stages from drafting to law: debates, amendments and sources.',
    '/bills',
  ),
  '/subscribe': page('Alerts', 'Alerts when Parliament debates or moves a bill in the industries you follow.', '/subscribe'),
  '/alerts': page('Alerts', 'Alerts when Parliament debates or moves a bill in the industries you follow.', '/subscribe'),
  '/login': page('Log in', SITE_DESCRIPTION, '/login'),
  '/signup': page('Sign up', 'Create a free account to follow bills and the industries you care about.', '/signup'),
  '/profile': page('Your profile', SITE_DESCRIPTION, '/profile'),
  '/forgot-password': page('Forgot password', SITE_DESCRIPTION, '/forgot-password'),
  '/reset-password': page('Choose a new password', SITE_DESCRIPTION, '/reset-password'),
  '/verify-email': page('Verify your email', SITE_DESCRIPTION, '/verify-email'),
  '/subscribe/manage': { ...page('Manage your alerts', SITE_DESCRIPTION, '/subscribe/manage'), private: true },
  '/subscribe/confirm': { ...page('Confirm your alert choices', SITE_DESCRIPTION, '/subscribe/confirm'), private: true },
  '/unsubscribe': { ...page('Unsubscribe', SITE_DESCRIPTION, '/unsubscribe'), private: true },
  '/subscribe/phone': { ...page('Confirm your number', SITE_DESCRIPTION, '/subscribe/phone'), private: true },
};

/** At most `max` characters, cut at a word, for a description a preview shows in full. */
export function shorten(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * Describes the page at `pathname` from the same domain data the API serves, or says it does not
 * exist (404) so crawlers and link previews never index an error screen as content.
 */
export async function describePage(db: Database, pathname: string): Promise<PageDescription> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC_PAGES[path];
  if (known) return known;

  const hansard = path.match(/^\/hansards\/([^/]+)$/);
  if (hansard) {
    const id = decodeSegment(hansard[1]!);
    const row = isHansardId(id) ? await selectHansard(db, id) : undefined;
    if (!row) return notFoundPage(MESSAGES.hansardNotFound, path);
    return page(row.title, shorten(row.summary), `/hansards/${id}`, 'article');
  }

  const bill = path.match(/^\/bills\/([^/]+)$/);
  if (bill) {
    const id = decodeSegment(bill[1]!);
    const row = isBillId(id) ? await selectBillHead(db, id) : undefined;
    if (!row) return notFoundPage(BILL_MESSAGES.billNotFound, path);
    return page(row.title, shorten(row.summary), `/bills/${id}`, 'article');
  }

  return notFoundPage('Page not found', path);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
