import type { PageDataSource } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { AppError } from '../../errors.js';
import { selectProfile } from '../accounts/profile-repository.js';
import { findManagedSubscription } from '../alerts/manage-subscription.js';
import { toSubscription } from '../alerts/subscription-repository.js';
import { listBillSections } from '../bill-texts/list-bill-sections.js';
import { getBillJourney } from '../bills/get-bill-journey.js';
import { getLegalOpinion } from '../legal-opinions/ask-legal-question.js';
import { listBills } from '../bills/list-bills.js';
import { searchBills } from '../bills/search-bills.js';
import { selectHansardListItem } from '../hansards/hansard-repository.js';
import { listHansards } from '../hansards/list-hansards.js';
import { toApiListItem } from '../hansards/to-api-hansard.js';

/** The domain modules the API routes call, for the server renderer: no HTTP round trip to itself. */
export function createPageDataSource(db: Database, linkSecret: string): PageDataSource {
  return {
    hansards: async (limit) => (await listHansards(db, limit)).data.hansards,
    hansard: async (id) => {
      const row = await selectHansardListItem(db, id);
      return row ? toApiListItem(row) : null;
    },
    bills: async ({ q, status, billType }) =>
      (q ? await searchBills(db, q) : await listBills(db, { status: status || undefined, billType: billType || undefined })).data,
    billSections: async (id) => {
      try {
        return await listBillSections(db, id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }
    },
    legalOpinion: (billId, opinionId) => getLegalOpinion(db, billId, opinionId),
    profile: (userId) => selectProfile(db, userId),
    managedSubscription: async (token) => {
      const row = await findManagedSubscription({ db, secret: linkSecret }, token);
      return row ? toSubscription(row) : null;
    },
    billJourney: async (id) => {
      try {
        return (await getBillJourney(db, id)).data;
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }
    },
  };
}
