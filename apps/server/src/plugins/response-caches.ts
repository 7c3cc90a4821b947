import fp from 'fastify-plugin';
import { selectBillDataVersion } from '../modules/bills/bill-repository.js';
import { ResponseCache } from '../modules/cache/response-cache.js';
import { VersionedCache } from '../modules/cache/versioned-cache.js';
import { selectHansardDataVersion } from '../modules/hansards/hansard-repository.js';

export interface Services {
  hansardListCache: ResponseCache;
  billListCache: ResponseCache;
  /** Search answers: keys come from users, so the cache is bounded. */
  billAnswerCache: ResponseCache;
  /** Pages with their head; any Hansard or bill write can change one. */
  pageCache: ResponseCache;
  /**
   * What pages are rendered from (lists, journeys, heads): kept even where the page is not. The
   * journey API answers from its journeys too, so a journey is read and kept once.
   */
  pageDataCache: VersionedCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Domain: serialised, pre-compressed answers, each invalidated when its data changes. */
export const responseCachesPlugin = fp(
  async (app) => {
    const db = app.db;
    const revalidateMs = app.config.server.cacheRevalidateMs;
    const hansardVersion = () => selectHansardDataVersion(db);
    const billVersion = () => selectBillDataVersion(db);
    const pageVersion = async () => (await Promise.all([hansardVersion(), billVersion()])).join('|');
    app.decorate('services', {
      hansardListCache: new ResponseCache({ readVersion: hansardVersion, revalidateMs }),
      billListCache: new ResponseCache({ readVersion: billVersion, revalidateMs }),
      billAnswerCache: new ResponseCache({ readVersion: billVersion, revalidateMs, maxEntries: 2000 }),
      pageCache: new ResponseCache({
        readVersion: pageVersion,
        revalidateMs,
        // PAGE_CACHE=off keeps no page, so every request renders its page (the render benchmark's baseline).
        maxEntries: app.config.server.pageCache ? 2000 : 0,
      }),
      // Keys come from addresses (ids, search text): bounded like the answers.
      pageDataCache: new VersionedCache({ readVersion: pageVersion, revalidateMs, maxEntries: 2000 }),
    } satisfies Services);
  },
  { name: 'response-caches', dependencies: ['config', 'database'] },
);
