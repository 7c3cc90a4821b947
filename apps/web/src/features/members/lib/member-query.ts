import { CURRENT_PARLIAMENT, isParliamentOrdinal, type ParliamentOrdinal } from '@kakyere/contract/constants';
import type { MemberQuestionRole, PeopleListQuery, PersonRecordListQuery } from '@kakyere/contract';

export const MEMBERS_PAGE_SIZE = 50;
export const MEMBER_RECORD_PAGE_SIZE = 20;
const MAX_PAGE = 100_000;

/** The Members list as the address bar holds it: ?q=&parliament=&region=&party=&page=. */
export interface MemberListQuery {
  q: string;
  /** 'all' is every Parliament; without ?parliament= it is the current one, or all for a search. */
  parliament: ParliamentOrdinal | 'all';
  region: string;
  party: string;
  page: number;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The Parliament a list shows when none is chosen: the current one, or every one for a search. */
export const defaultParliament = (q: string): MemberListQuery['parliament'] => (q ? 'all' : CURRENT_PARLIAMENT);

/** Reads the list's query from the address bar, ignoring what the server would reject. */
export function readMemberListQuery(params: URLSearchParams): MemberListQuery {
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const chosen = params.get('parliament');
  const ordinal = Number(chosen);
  const parliament = chosen === 'all' ? 'all' : chosen && isParliamentOrdinal(ordinal) ? ordinal : defaultParliament(q);
  const party = (params.get('party') ?? '').trim();
  return {
    q,
    parliament,
    region: (params.get('region') ?? '').trim().slice(0, 100),
    party: /^[a-z][a-z0-9-]{0,30}$/.test(party) ? party : '',
    page: readPage(params.get('page')),
  };
}

/** The address-bar form: only what differs from the default, so /members stays clean. */
export function memberListToParams(query: MemberListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.parliament !== defaultParliament(query.q)) params.set('parliament', String(query.parliament));
  if (query.region) params.set('region', query.region);
  if (query.party) params.set('party', query.party);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What GET /api/people is asked for the list. */
export function peopleApiQuery(query: MemberListQuery): PeopleListQuery {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.parliament === 'all' ? {} : { parliament: query.parliament }),
    ...(query.region ? { region: query.region } : {}),
    ...(query.party ? { party: query.party } : {}),
    page: query.page,
    limit: MEMBERS_PAGE_SIZE,
  };
}

const toSearch = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

export function peopleRequestUrl(query: PeopleListQuery): string {
  return `/api/people?${toSearch({ q: query.q, parliament: query.parliament, region: query.region, party: query.party, page: query.page, limit: query.limit })}`;
}

/** The views of a person's record: speeches (the default), sittings spoken in, and question time. */
export const MEMBER_RECORD_VIEWS = ['speeches', 'sittings', 'questions-asked', 'questions-answered'] as const;
export type MemberRecordView = (typeof MEMBER_RECORD_VIEWS)[number];

/** The question-time side a view lists, or null for speeches and sittings. */
export function questionRole(view: MemberRecordView): MemberQuestionRole | null {
  return view === 'questions-asked' ? 'asked' : view === 'questions-answered' ? 'answered' : null;
}

/** A person page's view of the record: ?view=sittings|questions-asked|questions-answered&year=&parliament=&page=. */
export interface MemberRecordQuery {
  view: MemberRecordView;
  year?: number;
  parliament?: ParliamentOrdinal;
  page: number;
}

export function readMemberRecordQuery(params: URLSearchParams): MemberRecordQuery {
  const year = Number(params.get('year'));
  const parliament = Number(params.get('parliament'));
  return {
    view: MEMBER_RECORD_VIEWS.find((view) => view === params.get('view')) ?? 'speeches',
    ...(params.get('year') && Number.isInteger(year) && year >= 1900 && year <= 2100 ? { year } : {}),
    ...(isParliamentOrdinal(parliament) ? { parliament } : {}),
    page: readPage(params.get('page')),
  };
}

/** The link to a view of the record: exactly the rows a count counts. */
export function memberRecordSearch(query: Partial<MemberRecordQuery>): string {
  const search = toSearch({
    view: query.view === 'speeches' ? undefined : query.view,
    year: query.year,
    parliament: query.parliament,
    page: query.page && query.page > 1 ? query.page : undefined,
  });
  return search ? `?${search}` : '';
}

export function recordApiQuery(query: MemberRecordQuery): PersonRecordListQuery {
  return { year: query.year, parliament: query.parliament, page: query.page, limit: MEMBER_RECORD_PAGE_SIZE };
}

export function recordRequestUrl(id: string, view: MemberRecordView, query: PersonRecordListQuery): string {
  const role = questionRole(view);
  const search = toSearch({ role: role ?? undefined, year: query.year, parliament: query.parliament, page: query.page, limit: query.limit });
  return `/api/people/${encodeURIComponent(id)}/${role ? 'questions' : view}${search ? `?${search}` : ''}`;
}
