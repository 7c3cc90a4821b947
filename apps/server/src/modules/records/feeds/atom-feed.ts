import { create } from 'xmlbuilder2';
import { ATOM_TYPE, SITE_NAME } from '@kakyere/contract';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

/**
 * What an empty feed says it was updated: the year its ids are minted in (see feed-ids.ts), so an
 * empty feed's date and validator never move.
 */
export const EMPTY_FEED_UPDATED = '2026-01-01T00:00:00Z';

/** One Atom entry, as the feeds build it: what happened, in plain text, on the item's own dates. */
export interface FeedEntry {
  /** A tag URI that names this item and nothing else, ever (feed-ids.ts). */
  id: string;
  title: string;
  /** Plain text. */
  summary: string;
  /** The item's page, site-relative (made absolute on PUBLIC_URL when written). */
  path: string;
  /** RFC 3339: the item's own dates (a sitting's day, a stage's day, a record's last change). */
  published: string;
  updated: string;
  /** When the stored item last changed, which may be later than `updated` (an old sitting ingested today): Last-Modified follows it, never the XML. */
  changed: string;
  author?: string;
  categories?: readonly string[];
}

export interface FeedModel {
  /** Feed-level tag URI. */
  id: string;
  title: string;
  subtitle: string;
  /** The feed's own address and the page it follows, site-relative. */
  selfPath: string;
  pagePath: string;
  /** Newest first. */
  entries: FeedEntry[];
  /** A change outside the entries that the feed shows (a Member's name): counts for Last-Modified. */
  changed?: string;
}

export interface RenderedFeed {
  xml: string;
  /** The newest entry's `updated` (EMPTY_FEED_UPDATED without entries). */
  updated: string;
  /** The latest change of anything the feed shows, whole seconds: Last-Modified. */
  lastModified: Date;
}

/** A sitting day ("2012-02-02") as an Atom date: the day's start in Ghana, which keeps UTC. */
export const dayToAtom = (day: string): string => `${day}T00:00:00Z`;

const latest = (dates: readonly string[]): string | undefined => dates.reduce<string | undefined>((a, b) => (a === undefined || Date.parse(b) > Date.parse(a) ? b : a), undefined);

/** The feed as Atom 1.0, every link absolute on `publicUrl`. Text is escaped by the builder; characters XML cannot hold are dropped. */
export function renderAtomFeed(feed: FeedModel, publicUrl: string): RenderedFeed {
  const absolute = (path: string) => new URL(path, publicUrl).href;
  const updated = latest(feed.entries.map((entry) => entry.updated)) ?? EMPTY_FEED_UPDATED;
  const changed = latest([updated, ...feed.entries.map((entry) => entry.changed), ...(feed.changed ? [feed.changed] : [])])!;
  const doc = create({ version: '1.0', encoding: 'utf-8', invalidCharReplacement: '' });
  const root = doc.ele(ATOM_NS, 'feed', { 'xml:lang': 'en' });
  root.ele('id').txt(feed.id);
  root.ele('title').txt(feed.title);
  root.ele('subtitle').txt(feed.subtitle);
  root.ele('updated').txt(updated);
  root.ele('link', { rel: 'self', type: ATOM_TYPE, href: absolute(feed.selfPath) });
  root.ele('link', { rel: 'alternate', type: 'text/html', href: absolute(feed.pagePath) });
  root.ele('author').ele('name').txt(SITE_NAME).up().ele('uri').txt(absolute('/'));
  root.ele('generator', { uri: absolute('/') }).txt(SITE_NAME);
  for (const entry of feed.entries) {
    const element = root.ele('entry');
    element.ele('id').txt(entry.id);
    element.ele('title', { type: 'text' }).txt(entry.title);
    element.ele('link', { rel: 'alternate', type: 'text/html', href: absolute(entry.path) });
    element.ele('published').txt(entry.published);
    element.ele('updated').txt(entry.updated);
    if (entry.author) element.ele('author').ele('name').txt(entry.author);
    for (const term of entry.categories ?? []) element.ele('category', { term });
    element.ele('summary', { type: 'text' }).txt(entry.summary);
  }
  return { xml: doc.end({ prettyPrint: true }), updated, lastModified: new Date(Math.floor(Date.parse(changed) / 1000) * 1000) };
}
