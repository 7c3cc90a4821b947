import { SearchQuerySchema, type PageDataSource, type SearchPageQuery, type SearchPageResult } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { AppError } from '../../errors.js';
import { CACHE_KEYS } from '../platform/cache/cache-keys.js';
import type { VersionedCache } from '../platform/cache/versioned-cache.js';
import { selectProfile } from '../records/accounts/profile-repository.js';
import { findManagedSubscription } from '../records/alerts/manage-subscription.js';
import { toSubscription } from '../records/alerts/subscription-repository.js';
import { listBillSections } from '../records/bill-texts/list-bill-sections.js';
import { readBillJourney } from '../records/bills/find-bill-journey.js';
import { getLegalOpinion } from '../records/legal-opinions/ask-legal-question.js';
import { listBills } from '../records/bills/list-bills.js';
import { searchBills } from '../records/bills/search-bills.js';
import { selectHansardListItem } from '../records/hansards/hansard-repository.js';
import { listHansards } from '../records/hansards/list-hansards.js';
import { toApiListItem } from '../records/hansards/api/to-api-hansard.js';
import { getPerson } from '../records/people/get-person.js';
import { listMemberQuestions } from '../records/people/list-member-questions.js';
import { listMemberSittings, listMemberSpeeches } from '../records/people/list-member-record.js';
import { listParliaments } from '../records/people/list-parliaments.js';
import { listPeople } from '../records/people/list-people.js';
import { readSittingWithSpeeches } from '../records/hansards/read-sitting-with-speeches.js';
import { searchRecord } from '../records/search/search-record.js';

/** A read of one person's data, null when there is no such person (the page is a 404). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * A search as GET /api/search runs it: checked by the route's schema, refused with the message its
 * 400 would carry (the first problem, as plainValidationMessages words it).
 */
async function searchPage(db: Database, cache: VersionedCache, raw: SearchPageQuery): Promise<SearchPageResult> {
  const checked = SearchQuerySchema.safeParse(raw);
  if (!checked.success) return { ok: false, error: checked.error.issues[0]?.message ?? 'Invalid input' };
  const query = checked.data;
  return { ok: true, answer: await cache.get(CACHE_KEYS.recordSearch(query), () => searchRecord(db, query)) };
}

/**
 * The domain modules the API routes call, for the server renderer: no HTTP round trip to itself.
 * Public reads (sittings, bills, journeys, bill texts) are kept in `cache` until a Hansard or bill
 * changes, so a page the page cache does not hold (a signed-in reader's) costs its render, not
 * its queries; the journey API answers from the same journeys. What belongs to one person or to
 * one asker is read afresh.
 */
export function createPageDataSource(db: Database, linkSecret: string, cache: VersionedCache): PageDataSource {
  return {
    hansards: (limit) => cache.get(CACHE_KEYS.hansardList(limit), () => listHansards(db, limit)),
    hansard: (id) =>
      cache.get(CACHE_KEYS.hansard(id), async () => {
        const row = await selectHansardListItem(db, id);
        return row ? toApiListItem(row) : null;
      }),
    hansardSpeeches: (id) => cache.get(CACHE_KEYS.hansardSpeeches(id), () => readSittingWithSpeeches(db, id)),
    bills: ({ q, status, billType, limit }) =>
      q
        ? cache.get(CACHE_KEYS.billSearch(q, limit), () => searchBills(db, q, limit))
        : cache.get(CACHE_KEYS.billList({ status, billType }), async () => {
            const bills = await listBills(db, { status: status || undefined, billType: billType || undefined });
            return { bills, total: bills.length };
          }),
    billSections: (id) =>
      cache.get(CACHE_KEYS.billSections(id), async () => {
        try {
          return await listBillSections(db, id);
        } catch (error) {
          if (error instanceof AppError && error.code === 'not_found') return null;
          throw error;
        }
      }),
    legalOpinion: (billId, opinionId) => getLegalOpinion(db, billId, opinionId),
    search: (query) => searchPage(db, cache, query),
    profile: (userId) => selectProfile(db, userId),
    managedSubscription: async (token) => {
      const row = await findManagedSubscription({ db, secret: linkSecret }, token);
      return row ? toSubscription(row) : null;
    },
    billJourney: (id) => readBillJourney(cache, db, id),
    // Members: keyed by the whole query, so bounded like every key that comes from an address.
    people: (query) => cache.get(CACHE_KEYS.people(query), () => listPeople(db, query)),
    parliaments: () => cache.get(CACHE_KEYS.parliaments, () => listParliaments(db)),
    person: (id) => cache.get(CACHE_KEYS.person(id), () => orNull(() => getPerson(db, id))),
    personSpeeches: (id, query) => cache.get(CACHE_KEYS.personRecord('speeches', id, query), () => orNull(() => listMemberSpeeches(db, id, query))),
    personSittings: (id, query) => cache.get(CACHE_KEYS.personRecord('sittings', id, query), () => orNull(() => listMemberSittings(db, id, query))),
    personQuestions: (id, role, query) =>
      cache.get(CACHE_KEYS.personRecord(`questions-${role}`, id, query), () => orNull(() => listMemberQuestions(db, id, role, query))),
  };
}
