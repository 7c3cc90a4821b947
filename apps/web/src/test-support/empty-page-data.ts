import type { PageDataSource } from '@kakyere/contract';

const nothing = async () => null;

/**
 * A page data source where every read answers empty (no sitting, bill or person; empty lists), with
 * the reads a test is about given in `reads`: the server render of one page, without a database.
 */
export function emptyPageData(reads: Partial<PageDataSource> = {}): PageDataSource {
  return {
    hansards: async () => [],
    hansard: nothing,
    hansardSpeeches: nothing,
    bills: async () => ({ bills: [], total: 0 }),
    billJourney: nothing,
    billSections: nothing,
    legalOpinion: nothing,
    search: async () => ({ ok: false, error: 'Type what to search for' }),
    profile: nothing,
    managedSubscription: nothing,
    people: async () => ({ rows: [], total: 0 }),
    parliaments: async () => ({ parliaments: [], parties: [], regions: [] }),
    person: nothing,
    personSpeeches: nothing,
    personSittings: nothing,
    personQuestions: nothing,
    ...reads,
  };
}
