import { documentTitle, isBillId, isHansardId, isPersonUrlId, matchPage, pagePath, type PageName, type PageSubject } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { selectBillHead } from '../records/bills/bill-repository.js';
import { selectHansard } from '../records/hansards/hansard-repository.js';
import { describePerson } from '../records/people/describe-person.js';
import { pageAlternates, type PageAlternate } from './page-alternates.js';

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
  type: 'website' | 'article' | 'profile';
  /** Never indexed: a page reached by a personal link (a token in the address), or a search's results. */
  private?: boolean;
  /** The page's one address when it was asked for by another (a Member's id without their name): sent on there (301). */
  redirect?: string;
  /** Its content in other forms (feed, standard document), linked from the head. */
  alternates?: PageAlternate[];
}

/** The head's own words for a page (the table has its title); the rest use the site's. */
const DESCRIPTIONS: Partial<Record<PageName, string>> = {
  hansards: 'Plain-language summaries of the sittings of the Parliament of Ghana, each traceable to the official record.',
  bills: 'Follow bills of the Parliament of Ghana through the 8 stages from drafting to law: debates, amendments and sources.',
  members: 'Find your Member of Parliament by name or constituency: their seats, offices held and what the Official Report records them saying.',
  search: 'Search everything said in the Parliament of Ghana: who said it, when, and where in the Official Report.',
  subscribe: 'Alerts when Parliament debates or moves a bill in the industries you follow.',
  openData: 'Atom feeds, Akoma Ntoso documents, Popolo people and bulk JSON downloads of the Parliament of Ghana’s sittings, bills and Members, and their terms of use.',
  signUp: 'Create a free account to follow bills and the industries you care about.',
};

/**
 * How the head finds the sitting, bill or person a page is about (its title and summary, and its
 * one address where the table's pattern does not make it); undefined when there is none.
 */
const SUBJECTS: Record<PageSubject['kind'], (db: Database, id: string) => Promise<{ title: string; summary: string; path?: string } | undefined>> = {
  hansard: async (db, id) => (isHansardId(id) ? selectHansard(db, id) : undefined),
  bill: async (db, id) => (isBillId(id) ? selectBillHead(db, id) : undefined),
  person: async (db, id) => (isPersonUrlId(id) ? describePerson(db, id) : undefined),
};

const SUBJECT_TYPES: Record<PageSubject['kind'], PageDescription['type']> = { hansard: 'article', bill: 'article', person: 'profile' };

const page = (title: string | null, description: string, path: string, type: PageDescription['type'] = 'website'): PageDescription => ({
  status: 200,
  title: documentTitle(title),
  description,
  path,
  type,
});

const notFoundPage = (heading: string | null, path: string): PageDescription => ({
  ...page(heading, SITE_DESCRIPTION, path),
  status: 404,
});

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
  const { name, page: entry, params } = matchPage(path);
  if (entry.notFound) return notFoundPage(entry.title, path);
  if (entry.subject) {
    const id = decodeSegment(params.id!);
    const row = await SUBJECTS[entry.subject.kind](db, id);
    if (!row) return notFoundPage(entry.subject.missing, path);
    const canonical = row.path ?? pagePath(entry, { id });
    const described = page(entry.subject.title(row), shorten(row.summary), canonical, SUBJECT_TYPES[entry.subject.kind]);
    if (path !== canonical) return { ...described, redirect: canonical };
    return withAlternates(described, await pageAlternates({ name, id, db }));
  }
  // A page that sends people on (/alerts) is described as where it sends them, canonical URL included.
  if (entry.redirect) return describePage(db, entry.redirect);
  const described = page(entry.title, DESCRIPTIONS[name] ?? SITE_DESCRIPTION, entry.path);
  return entry.private ? { ...described, private: true } : withAlternates(described, await pageAlternates({ name, db }));
}

const withAlternates = (page: PageDescription, alternates: PageAlternate[]): PageDescription =>
  alternates.length ? { ...page, alternates } : page;

/**
 * The head of an address whose page is titled by what it asks for (a search's words): that title,
 * and never indexed (results, not a page of the site). Other addresses keep their page's head.
 */
export async function describeAddress(page: PageDescription, address: URL): Promise<PageDescription> {
  const { name, page: entry } = matchPage(address.pathname.replace(/\/+$/, '') || '/');
  const title = entry.queryTitle?.(address.searchParams);
  if (!title) return page;
  // A search's results have the alternates of what it asks for (its feed), not the bare page's.
  return withAlternates({ ...page, title: documentTitle(title), private: true, alternates: undefined }, await pageAlternates({ name, address }));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
