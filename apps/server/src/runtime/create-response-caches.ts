import type { Database } from '@kakyere/db';
import { selectBillDataVersion } from '../modules/records/bills/bill-repository.js';
import { selectHansardDataVersion } from '../modules/records/hansards/hansard-repository.js';
import { selectPeopleDataVersion } from '../modules/records/people/people-data-version.js';
import { ResponseCache } from '../modules/platform/cache/response-cache.js';
import { VersionedCache } from '../modules/platform/cache/versioned-cache.js';

/** Serialised, pre-compressed answers, each invalidated when its data changes. */
export interface ResponseCaches {
  hansardListCache: ResponseCache;
  billListCache: ResponseCache;
  /** Search answers: keys come from users, so the cache is bounded. */
  billAnswerCache: ResponseCache;
  /** Pages with their head; any Hansard, bill or people write can change one. */
  pageCache: ResponseCache;
  /**
   * What pages are rendered from (lists, journeys, heads): kept even where the page is not. The
   * journey API answers from its journeys too, so a journey is read and kept once.
   */
  pageDataCache: VersionedCache;
  /** Atom feeds with their Last-Modified (a search feed's key comes from users: bounded). */
  feedCache: VersionedCache;
  /** The sitemap's files (records/sitemap), built together: any Hansard, bill or people write can change one. */
  sitemapCache: VersionedCache;
  /** Akoma Ntoso documents (a sitting's names its Members, so people writes count too), by address. */
  aknDocumentCache: ResponseCache;
}

export function createResponseCaches(db: Database, options: { revalidateMs: number; pageCache: boolean }): ResponseCaches {
  const { revalidateMs } = options;
  const hansardVersion = () => selectHansardDataVersion(db);
  const billVersion = () => selectBillDataVersion(db);
  const pageVersion = async () => (await Promise.all([hansardVersion(), billVersion(), selectPeopleDataVersion(db)])).join('|');
  return {
    hansardListCache: new ResponseCache({ readVersion: hansardVersion, revalidateMs }),
    billListCache: new ResponseCache({ readVersion: billVersion, revalidateMs }),
    billAnswerCache: new ResponseCache({ readVersion: billVersion, revalidateMs, maxEntries: 2000 }),
    // PAGE_CACHE=off keeps no page, so every request renders its page (the render benchmark's baseline).
    pageCache: new ResponseCache({ readVersion: pageVersion, revalidateMs, maxEntries: options.pageCache ? 2000 : 0 }),
    // Keys come from addresses (ids, search text): bounded like the answers.
    pageDataCache: new VersionedCache({ readVersion: pageVersion, revalidateMs, maxEntries: 2000 }),
    feedCache: new VersionedCache({ readVersion: pageVersion, revalidateMs, maxEntries: 2000 }),
    sitemapCache: new VersionedCache({ readVersion: pageVersion, revalidateMs, maxEntries: 1 }),
    // A debate document is a few hundred kB: a bounded few of them are kept.
    aknDocumentCache: new ResponseCache({ readVersion: pageVersion, revalidateMs, maxEntries: 200 }),
  };
}
