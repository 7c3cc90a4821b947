import { LIMITS, matchPage, type PageData, type PageDataSource } from '@kakyere/contract/constants';
import type { SignedInUser } from '@kakyere/contract';
import { profileQueryKey } from '../features/accounts/api/query-keys';
import { managedSubscriptionQueryKey } from '../features/alerts/api/query-keys';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { billJourneyQueryKey, isValidBillId } from '../features/bills/api/get-bill-journey';
import { billsFirstPageQueryKey, billsQueryKey } from '../features/bills/api/get-bills';
import { feedFirstPageQueryKey } from '../features/feed/api/get-feed';
import { hansardDetailQueryKey, hansardPreviewQueryKey, isValidHansardId } from '../features/hansards/api/get-hansard';
import { sittingSpeechesQueryKey, toSpeechMark } from '../features/hansards/api/get-speeches';
import { hansardListFirstPageQueryKey } from '../features/hansards/api/get-hansards';
import { billSearchLimit, readBillQuery } from '../features/bills/lib/bill-query';
import { billSectionsQueryKey, postedOpinionQueryKey } from '../features/legal-opinions/api/get-bill-sections';
import { parliamentsQueryKey, peopleQueryKey, personQueryKey, personRecordQueryKey } from '../features/members/api/get-members';
import { peopleApiQuery, questionRole, readMemberListQuery, readMemberRecordQuery, recordApiQuery } from '../features/members/lib/member-query';
import { isPersonUrlId } from '@kakyere/contract/constants';
import { searchQueryKey } from '../features/search/api/search-record';
import { readSearchState, searchApiQuery } from '../features/search/lib/search-query';

/** The page being rendered, as a prefetch reads it. */
interface PageRequest {
  url: URL;
  /** The address's `:params`, as written (not decoded). */
  params: Record<string, string>;
  data: PageDataSource;
  user: SignedInUser | null;
}

/** What goes into the query cache, in order: a key the browser's hooks use, and its data. */
type Entries = [QueryKey, unknown][];

/** Each kind of data the page table names, read and keyed as the browser's hooks would. */
const PREFETCHES: Record<PageData, (page: PageRequest) => Promise<Entries>> = {
  feed: async ({ data }) => [[feedFirstPageQueryKey, await data.hansards(LIMITS.feedPageSize)]],
  'hansard-list': async ({ data }) => [[hansardListFirstPageQueryKey, await data.hansards(LIMITS.hansardListFirstRender)]],
  // The sitting as the list shows it (its transcript follows in the browser).
  hansard: async ({ data, params }) => {
    const id = safeDecode(params.id!);
    if (id === null) return [];
    // null says there is no such sitting, so the page shows 'Hansard not found' without JavaScript too.
    return [[hansardPreviewQueryKey(id), isValidHansardId(id) ? await data.hansard(id) : null]];
  },
  // A sitting opened at a speech (`?speech=…#speech-…`: permalinks, a Member's page, alerts) comes
  // with its transcript, speech by speech, so a reader without JavaScript lands on the words; opened
  // plainly it stays light and the transcript follows in the browser (decision 009).
  'hansard-speeches': async ({ data, params, url }) => {
    if (!url.searchParams.has('speech')) return [];
    const id = safeDecode(params.id!);
    if (id === null || !isValidHansardId(id)) return [];
    const sitting = await data.hansardSpeeches(id);
    if (!sitting) return [];
    return [
      [hansardDetailQueryKey(id), sitting.hansard],
      [sittingSpeechesQueryKey(id), sitting.speeches.map(toSpeechMark)],
    ];
  },
  'bill-list': async ({ data, url }) => {
    const query = readBillQuery(url.searchParams);
    const list = await data.bills({ ...query, limit: billSearchLimit(query) });
    // A long list arrives with its first cards (the rest follow after hydration); ?all=1 asks for
    // every card (and a search's every match), which is how a reader without JavaScript reaches them.
    if (list.bills.length <= LIMITS.billListFirstRender || url.searchParams.get('all') === '1') return [[billsQueryKey(query), list]];
    return [[billsFirstPageQueryKey(query), { bills: list.bills.slice(0, LIMITS.billListFirstRender), total: list.total }]];
  },
  'bill-journey': async ({ data, params, url }) => {
    // The router has decoded the address; a malformed one (%E0%A4) matches no bill.
    const id = safeDecode(params.id!);
    if (id === null || !isValidBillId(id)) return [];
    const journey = await data.billJourney(id);
    // An unknown bill is left to the browser, which asks and shows 'Bill not found' (the page is a 404).
    if (!journey) return [];
    const entries: Entries = [[billJourneyQueryKey(id), journey]];
    // Whether the bill's text is on file (the page links its Akoma Ntoso document; the Legal Opinion
    // tab's starter questions), and the answer to a question posted on that tab without JavaScript.
    const opinionId = url.searchParams.get('tab') === 'legal-opinion' ? url.searchParams.get('opinion') : null;
    const [sections, opinion] = await Promise.all([
      data.billSections(id),
      opinionId && /^[0-9a-f-]{36}$/i.test(opinionId) ? data.legalOpinion(id, opinionId) : null,
    ]);
    if (sections) entries.push([billSectionsQueryKey(id), sections]);
    if (opinionId && opinion) entries.push([postedOpinionQueryKey(id, opinionId), opinion]);
    return entries;
  },
  // The Members list as the address asks for it, and what its filters and roster notice need.
  'member-list': async ({ data, url }) => {
    const query = peopleApiQuery(readMemberListQuery(url.searchParams));
    const [people, parliaments] = await Promise.all([data.people(query), data.parliaments()]);
    return [
      [parliamentsQueryKey, parliaments],
      [peopleQueryKey(query), people],
    ];
  },
  // A Member and the view of their record the address asks for (?view=&year=&parliament=&page=).
  member: async ({ data, params, url }) => {
    const id = safeDecode(params.id!);
    if (id === null) return [];
    // null says there is no such person, so the page says 'Member not found' without JavaScript too.
    const person = isPersonUrlId(id) ? await data.person(id) : null;
    if (!person) return [[personQueryKey(id), null]];
    const record = readMemberRecordQuery(url.searchParams);
    const query = recordApiQuery(record);
    const role = questionRole(record.view);
    const rows = role
      ? await data.personQuestions(person.id, role, query)
      : record.view === 'sittings'
        ? await data.personSittings(person.id, query)
        : await data.personSpeeches(person.id, query);
    return [
      [personQueryKey(id), person],
      [personRecordQueryKey(id, record.view, query), rows],
    ];
  },
  // A search as the address asks for it (or the API's words for why not), and the Member a `person`
  // filter names, for its chip. Without words there is nothing to search yet.
  search: async ({ data, url }) => {
    const state = readSearchState(url.searchParams);
    const query = searchApiQuery(state);
    const person = state.filters.person;
    const [result, member] = await Promise.all([query ? data.search(query) : null, person && isPersonUrlId(person) ? data.person(person) : null]);
    const entries: Entries = [];
    if (query && result) entries.push([searchQueryKey(query), result]);
    if (person && member) entries.push([personQueryKey(person), member]);
    return entries;
  },
  // The reader's own profile, in their page (rendered for them alone, never cached).
  profile: async ({ data, user }) => {
    const profile = user ? await data.profile(user.uid) : null;
    return profile ? [[profileQueryKey, profile]] : [];
  },
  // The subscription an e-mailed link is for, in its page (rendered for that link alone, never
  // cached); a bad or expired link is left to the browser, which asks and says so.
  'managed-subscription': async ({ data, url }) => {
    const token = url.searchParams.get('token')?.trim() ?? '';
    const subscription = token ? await data.managedSubscription(token) : null;
    return subscription ? [[managedSubscriptionQueryKey(token), subscription]] : [];
  },
};

/**
 * Fills the server's query cache with what the page at `url` shows first (its `prefetch` in the
 * page table), under the keys the browser's hooks use. Other pages render their loading state and
 * fetch in the browser.
 */
export async function prefetchPageData(queryClient: QueryClient, url: URL, data: PageDataSource, user: SignedInUser | null = null): Promise<void> {
  const { page, params } = matchPage(url.pathname.replace(/\/+$/, '') || '/');
  const request: PageRequest = { url, params, data, user };
  // Read together, put in the table's order: the page's state (and so its HTML) does not depend on which read finished first.
  const reads = await Promise.all((page.prefetch ?? []).map((kind) => PREFETCHES[kind](request)));
  for (const [key, value] of reads.flat()) queryClient.setQueryData(key, value);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
