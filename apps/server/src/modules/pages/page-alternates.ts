import type { PageName } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { akomaNtosoAlternates } from './akoma-ntoso-alternates.js';
import { feedAlternates } from './feed-alternates.js';

/**
 * Another form of a page's content, named in its head (`<link rel="alternate">`) so feed readers
 * and legal-document tools find it: the page's Atom feed, its Akoma Ntoso document.
 */
export interface PageAlternate {
  type: 'application/atom+xml' | 'application/akn+xml';
  /** Site-relative or absolute; the head writes it absolute on PUBLIC_URL. */
  href: string;
  title: string;
}

/** What the alternates of a page are worked out from: the page, and the thing it is about. */
export interface AlternateSubject {
  name: PageName;
  /** The sitting, bill or person id of a page about one thing (decoded), else undefined. */
  id?: string;
  /** The page's address (`?q=` and filters for a search). */
  address?: URL;
  /** For a source that looks its thing up (whether a sitting has a standard document); absent where a page is described without the database. */
  db?: Database;
}

/** A source answers at once (a feed's address follows from the page) or after a lookup. */
export type AlternateSource = (subject: AlternateSubject) => PageAlternate[] | Promise<PageAlternate[]>;

/**
 * Each kind of alternate (feeds, standard documents) is one source here, so a page's head lists
 * them all in a fixed order and none of them needs to know the others.
 */
const SOURCES: AlternateSource[] = [feedAlternates, akomaNtosoAlternates];

export async function pageAlternates(subject: AlternateSubject): Promise<PageAlternate[]> {
  return (await Promise.all(SOURCES.map((source) => source(subject)))).flat();
}
