import type { BillJourney } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import type { VersionedCache } from '../../platform/cache/versioned-cache.js';
import { CACHE_KEYS } from '../../platform/cache/cache-keys.js';
import { selectBillJourneyRows } from './bill-repository.js';
import { toApiAmendment, toApiBill, toApiDebate, toApiStages, toApiStakeholder } from './to-api-bill.js';

/** A bill with its 8 stages, amendments, debates and stakeholders; null when there is no such bill. */
export async function findBillJourney(db: Database, id: string): Promise<BillJourney | null> {
  const rows = await selectBillJourneyRows(db, id);
  if (!rows) return null;
  const bill = toApiBill(rows.bill);
  return {
    bill,
    stages: toApiStages(bill, rows.stages),
    amendments: rows.amendments.map(toApiAmendment),
    debates: rows.debates.map(toApiDebate),
    stakeholders: rows.stakeholders.map(toApiStakeholder),
  };
}

/**
 * The journey as both the API and the pages serve it, read once and kept in `cache` (the pages'
 * data cache) until the data changes: one copy, whoever asks first.
 */
export function readBillJourney(cache: VersionedCache, db: Database, id: string): Promise<BillJourney | null> {
  return cache.get(CACHE_KEYS.billJourney(id), () => findBillJourney(db, id));
}
