import { LIMITS, type BillStatus, type BillType, type PeopleListQuery, type PersonRecordListQuery, type SearchQuery } from '@kakyere/contract';

/**
 * The names cached domain values and answers are kept under, one spelling each, whichever cache
 * (the API's answers or the pages' data) keeps them.
 */
export const CACHE_KEYS = {
  /** The newest `limit` sittings, or all of them. */
  hansardList: (limit: number | undefined) => `hansards:${limit ?? 'all'}`,
  hansard: (id: string) => `hansard:${id}`,
  hansardSpeeches: (id: string) => `hansard-speeches:${id}`,
  /** The bills a filter lists ('' or absent is every status or type). */
  billList: ({ status, billType }: { status?: BillStatus | ''; billType?: BillType | '' }) => `bills:${status || ''}:${billType || ''}`,
  /**
   * Queries that search alike share a cached answer: case and runs of spaces do not change the
   * result. The limit does (and no limit is the default one).
   */
  billSearch: (q: string, limit: number = LIMITS.billSearchLimit) => `search:${limit}:${q.toLowerCase().replace(/\s+/g, ' ')}`,
  billJourney: (id: string) => `journey:${id}`,
  billSections: (id: string) => `sections:${id}`,
  /** A Members list: every field of the query, in a fixed order. */
  people: (q: PeopleListQuery) => `people:${JSON.stringify([q.q ?? '', q.parliament ?? '', q.region ?? '', q.party ?? '', q.page ?? 1, q.limit ?? ''])}`,
  parliaments: 'parliaments',
  person: (id: string) => `person:${id}`,
  personRecord: (kind: 'speeches' | 'sittings' | 'questions-asked' | 'questions-answered', id: string, q: PersonRecordListQuery) =>
    `person-${kind}:${id}:${JSON.stringify([q.year ?? '', q.parliament ?? '', q.page ?? 1, q.limit ?? ''])}`,
  /** A search of the record (the search page): every field of the checked query, in a fixed order. */
  recordSearch: (q: SearchQuery) =>
    `record-search:${JSON.stringify([q.q, q.person ?? '', q.party ?? '', q.from ?? '', q.to ?? '', q.sitting ?? '', q.bill ?? '', q.industry ?? '', q.sort ?? '', q.page ?? 1, q.limit ?? ''])}`,
  /** An Atom feed by its canonical path (a search feed's query in a fixed order). */
  feed: (path: string) => `feed:${path}`,
  /** An Akoma Ntoso document by its path (/akn/gh/debate/…/main.xml). */
  aknDocument: (path: string) => `akn:${path}`,
  /** The head (title, description, status) of the page at a path. */
  pageHead: (pathname: string) => `head:${pathname}`,
} as const;
