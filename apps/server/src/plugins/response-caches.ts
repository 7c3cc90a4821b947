import fp from 'fastify-plugin';
import { selectBillDataVersion } from '../modules/bills/bill-repository.js';
import { ResponseCache } from '../modules/cache/response-cache.js';
import { selectHansardDataVersion } from '../modules/hansards/hansard-repository.js';

export interface Services {
  hansardListCache: ResponseCache;
  billListCache: ResponseCache;
  /** Search answers and journeys: keys come from users, so the cache is bounded. */
  billAnswerCache: ResponseCache;
  /** Pages with their head; any Hansard or bill write can change one. */
  pageCache: ResponseCache;
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
    app.decorate('services', {
      hansardListCache: new ResponseCache({ readVersion: hansardVersion, revalidateMs }),
      billListCache: new ResponseCache({ readVersion: billVersion, revalidateMs }),
      billAnswerCache: new ResponseCache({ readVersion: billVersion, revalidateMs, maxEntries: 2000 }),
      pageCache: new ResponseCache({
        readVersion: async () => (await Promise.all([hansardVersion(), billVersion()])).join('|'),
        revalidateMs,
        // PAGE_CACHE=off keeps no page, so every request renders its page (the render benchmark's baseline).
        maxEntries: app.config.server.pageCache ? 2000 : 0,
      }),
    } satisfies Services);
  },
  { name: 'response-caches', dependencies: ['config', 'database'] },
);
