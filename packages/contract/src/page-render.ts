import type { BillSections } from './bill-texts.js';
import type { Bill, BillJourney } from './bills.js';
import type { LegalOpinion } from './legal-opinions.js';
import type { BillStatus, BillType } from './bill-stages.js';
import type { Hansard, HansardListItem } from './hansards.js';
import type { Speech } from './speeches.js';
import type { Profile, SignedInUser } from './accounts.js';
import type { Subscription } from './subscriptions.js';
import type { MemberQuestion, MemberQuestionRole, MemberSitting, ParliamentsData, PeopleListItem, Person } from './members.js';
import type { SearchResponse } from './search.js';

/** A page of rows and how many there are in all (the people and speeches lists). */
export interface PagedRows<T> {
  rows: T[];
  total: number;
}

/** What GET /api/people takes (empty fields left out). */
export interface PeopleListQuery {
  q?: string;
  parliament?: number;
  region?: string;
  party?: string;
  page?: number;
  limit?: number;
}

/** What GET /api/people/{id}/speeches, /sittings and /questions take (with /questions' role apart). */
export interface PersonRecordListQuery {
  year?: number;
  parliament?: number;
  page?: number;
  limit?: number;
}

/** GET /api/search's parameters as the search page's address holds them (empty ones left out), unchecked. */
export type SearchPageQuery = Readonly<Partial<Record<'q' | 'person' | 'party' | 'from' | 'to' | 'sitting' | 'bill' | 'industry' | 'sort' | 'page' | 'limit', string>>>;

/**
 * A search as its page shows it: the API's answer, or the words of the 400 it gives a search it
 * refuses (an empty or over-long query, dates the wrong way round), which the page shows in place.
 */
export type SearchPageResult = { ok: true; answer: Omit<SearchResponse, 'success'> } | { ok: false; error: string };

/**
 * What the server gives the web app's server renderer (apps/web/src/entry-server.tsx): the same
 * domain data the API serves, read in-process (no HTTP round trip to itself). The renderer decides
 * which pieces a page needs, under the same query keys the browser uses, so the browser starts from
 * them without fetching them again.
 */
export interface PageDataSource {
  /** The newest `limit` sittings, as GET /api/hansards?limit= lists them. */
  hansards(limit: number): Promise<HansardListItem[]>;
  /** One sitting as the list shows it (no transcript); null when there is no such sitting. */
  hansard(id: string): Promise<HansardListItem | null>;
  /**
   * A sitting that has speeches, with its transcript (GET /api/hansards/{id}) and every speech (GET
   * /api/hansards/{id}/speeches), so its page opens at a speech without JavaScript; null for a
   * sitting without speeches (its transcript is left to the browser) or no such sitting.
   */
  hansardSpeeches(id: string): Promise<{ hansard: Hansard; speeches: Speech[] } | null>;
  /**
   * GET /api/bills (filters) or /api/bills/search?q=&limit= (when q is set): the bills, and how
   * many matched (more than `bills` holds when a search was cut off at its limit).
   */
  bills(query: { q: string; status: BillStatus | ''; billType: BillType | ''; limit?: number }): Promise<{ bills: Bill[]; total: number }>;
  /** GET /api/bills/{id}/journey; null when there is no such bill. */
  billJourney(id: string): Promise<BillJourney | null>;
  /** GET /api/bills/{id}/sections; null when there is no such bill. */
  billSections(id: string): Promise<BillSections | null>;
  /** An opinion given on the bill (shown after the question form was posted); null when there is none. */
  legalOpinion(billId: string, opinionId: string): Promise<LegalOpinion | null>;
  /** GET /api/people: Members with the seats a filter or search is about. */
  people(query: PeopleListQuery): Promise<PagedRows<PeopleListItem>>;
  /** GET /api/parliaments: the Parliaments with how much of each roster is known, parties and regions. */
  parliaments(): Promise<ParliamentsData>;
  /** GET /api/people/{id}; null when there is no such person (a merged person's old id gives the one it became). */
  person(id: string): Promise<Person | null>;
  /** GET /api/people/{id}/speeches; null when there is no such person. */
  personSpeeches(id: string, query: PersonRecordListQuery): Promise<PagedRows<Speech> | null>;
  /** GET /api/people/{id}/sittings; null when there is no such person. */
  personSittings(id: string, query: PersonRecordListQuery): Promise<PagedRows<MemberSitting> | null>;
  /** GET /api/people/{id}/questions?role=; null when there is no such person. */
  personQuestions(id: string, role: MemberQuestionRole, query: PersonRecordListQuery): Promise<PagedRows<MemberQuestion> | null>;
  /** GET /api/search: the speeches, sittings, bills and Members a search finds, or why it was refused. */
  search(query: SearchPageQuery): Promise<SearchPageResult>;
  /** A signed-in reader's profile (GET /api/me/profile), for their own /profile page. */
  profile(userId: string): Promise<Profile | null>;
  /** The subscription an e-mailed manage link is for (GET /api/notifications/manage); null when the link is bad or expired. */
  managedSubscription(token: string): Promise<Subscription | null>;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** JSON for the browser's query cache, read by the entry module from a JSON script block. */
  state: unknown;
  /** When the route redirects (e.g. /alerts → /subscribe). */
  redirect?: { status: number; location: string };
}

/** Who the page is rendered for: the signed-in reader (from the session cookie), or null. */
export interface RenderViewer {
  user: SignedInUser | null;
}

/** How the page is written for the reader who asked for it. */
export interface RenderOptions {
  /**
   * The locale bill dates are written in (from the request's Accept-Language: pickDateLocale);
   * DEFAULT_DATE_LOCALE when absent. The page's state carries it, so the browser hydrates with it.
   */
  locale?: string;
}

export type RenderPage = (url: URL, data: PageDataSource, viewer?: RenderViewer, options?: RenderOptions) => Promise<RenderedPage>;

/** The id of the JSON script block that carries RenderedPage.state. */
export const PAGE_STATE_ELEMENT_ID = 'kakyere-state';
