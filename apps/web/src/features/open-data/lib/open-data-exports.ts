/**
 * What the site exports and where (issue 31): the addresses the server's feeds, documents and
 * downloads answer at, with one real example each. The open-data page lists them from here.
 */

export interface ExportLink {
  /** What it is, as the link says it. */
  label: string;
  /** The address, or its pattern with {placeholders}. */
  pattern: string;
  /** A real address of the pattern (the pattern itself when it has no placeholder). */
  example: string;
}

export const FEEDS: readonly ExportLink[] = [
  { label: 'The latest sittings', pattern: '/feeds/sittings.atom', example: '/feeds/sittings.atom' },
  { label: 'Bills, new and moved to another stage', pattern: '/feeds/bills.atom', example: '/feeds/bills.atom' },
  { label: 'One industry’s sittings and bills', pattern: '/feeds/industries/{industry}.atom', example: '/feeds/industries/Mining.atom' },
  { label: 'One bill: its stage changes and debates', pattern: '/feeds/bills/{billId}.atom', example: '/feeds/bills/electronic-transfer-levy-bill-2022.atom' },
  { label: 'One Member’s speeches', pattern: '/feeds/members/{personId}.atom', example: '/feeds/members/osei-kyei-mensah-bonsu.atom' },
  { label: 'A search’s newest matching speeches', pattern: '/feeds/search.atom?q={words}', example: '/feeds/search.atom?q=galamsey' },
];

export const BULK_FILES: readonly ExportLink[] = [
  { label: 'Sittings, with their analyses and speeches', pattern: '/api/bulk/sittings.jsonl', example: '/api/bulk/sittings.jsonl' },
  { label: 'Bills, with their journeys', pattern: '/api/bulk/bills.jsonl', example: '/api/bulk/bills.jsonl' },
  { label: 'People, with their seats and posts', pattern: '/api/bulk/people.jsonl', example: '/api/bulk/people.jsonl' },
];

export const POPOLO_PATH = '/api/people.popolo.json';

export const AKN_SITTING: ExportLink = {
  label: 'A sitting with its transcript, as an Akoma Ntoso debate',
  pattern: '/akn/gh/debate/{YYYY-MM-DD}/eng@/main.xml',
  example: '/akn/gh/debate/2012-01-26/eng@/main.xml',
};

/** The lists that answer `?since=` with what changed, was deleted or was merged since then. */
export const SINCE_LISTS = ['/api/hansards', '/api/bills', '/api/people'] as const;
export const SINCE_EXAMPLE = '/api/hansards?since=2026-11-01T00:00:00Z';
