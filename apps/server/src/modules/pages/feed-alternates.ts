import { ATOM_TYPE, FEED_PATHS, type PageName } from '@kakyere/contract';

/**
 * The Atom feed a page follows (issue 31), for its head: the home page and the Hansards list the
 * latest sittings, the bills list the bills, a bill or a Member their own, a search its results.
 * Typed on its own (page-alternates.ts lists this source, so it cannot import from there).
 */
export function feedAlternates(subject: { name: PageName; id?: string; address?: URL }): { type: typeof ATOM_TYPE; href: string; title: string }[] {
  const feed = (href: string, title: string) => [{ type: ATOM_TYPE, href, title }];
  switch (subject.name) {
    case 'home':
    case 'hansards':
      return feed(FEED_PATHS.sittings, 'Latest sittings (Atom feed)');
    case 'bills':
      return feed(FEED_PATHS.bills, 'Bills, new and moved (Atom feed)');
    case 'bill':
      return subject.id ? feed(FEED_PATHS.bill(subject.id), 'This bill (Atom feed)') : [];
    case 'member':
    case 'memberById':
      return subject.id ? feed(FEED_PATHS.member(subject.id), "This Member's speeches (Atom feed)") : [];
    case 'search':
      return subject.address?.searchParams.get('q')?.trim() ? feed(FEED_PATHS.search(subject.address.searchParams), 'This search (Atom feed)') : [];
    default:
      return [];
  }
}
