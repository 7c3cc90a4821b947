import type { PageDataSource } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { AppError } from '../../errors.js';
import type { VersionedCache } from '../cache/versioned-cache.js';
import { selectProfile } from '../accounts/profile-repository.js';
import { findManagedSubscription } from '../alerts/manage-subscription.js';
import { toSubscription } from '../alerts/subscription-repository.js';
import { listBillSections } from '../bill-texts/list-bill-sections.js';
import { getBillJourney } from '../bills/get-bill-journey.js';
import { getLegalOpinion } from '../legal-opinions/ask-legal-question.js';
import { listBills } from '../bills/list-bills.js';
import { searchBills, searchCacheKey } from '../bills/search-bills.js';
import { selectHansardListItem } from '../hansards/hansard-repository.js';
import { listHansards } from '../hansards/list-hansards.js';
import { toApiListItem } from '../hansards/to-api-hansard.js';

/**
 * The domain modules the API routes call, for the server renderer: no HTTP round trip to itself.
 * Public reads (sittings, bills, journeys, bill texts) are kept in `cache` until a Hansard or bill
 * changes, so a page the page cache does not hold (a signed-in reader's) costs its render, not
 * its queries. What belongs to one person or to one asker is read afresh.
 */
export function createPageDataSource(db: Database, linkSecret: string, cache: VersionedCache): PageDataSource {
  return {
    hansards: (limit) => cache.get(`hansards:${limit ?? 'all'}`, async () => (await listHansards(db, limit)).data.hansards),
    hansard: (id) =>
      cache.get(`hansard:${id}`, async () => {
        const row = await selectHansardListItem(db, id);
        return row ? toApiListItem(row) : null;
      }),
    bills: ({ q, status, billType, limit }) =>
      q
        ? cache.get(searchCacheKey(q, limit), async () => {
            const { data, total } = await searchBills(db, q, limit);
            return { bills: data, total };
          })
        : cache.get(`bills:${status}:${billType}`, async () => {
            const { data } = await listBills(db, { status: status || undefined, billType: billType || undefined });
            return { bills: data, total: data.length };
          }),
    billSections: (id) =>
      cache.get(`sections:${id}`, async () => {
        try {
          return await listBillSections(db, id);
        } catch (error) {
          if (error instanceof AppError && error.code === 'not_found') return null;
          throw error;
        }
      }),
    legalOpinion: (billId, opinionId) => getLegalOpinion(db, billId, opinionId),
    profile: (userId) => selectProfile(db, userId),
    managedSubscription: async (token) => {
      const row = await findManagedSubscription({ db, secret: linkSecret }, token);
      return row ? toSubscription(row) : null;
    },
    billJourney: (id) =>
      cache.get(`journey:${id}`, async () => {
        try {
          return (await getBillJourney(db, id)).data;
        } catch (error) {
          if (error instanceof AppError && error.code === 'not_found') return null;
          throw error;
        }
      }),
  };
}
