/**
 * Search of everything said in Parliament (issue 30): GET /api/search. Speeches are the main
 * results, ranked one by one; the sittings and bills that match come beside them, with a total for
 * each kind. Paging (`page`, `limit`) pages the speeches; sittings and bills are the best `limit`
 * of each on every page.
 */
import { z } from 'zod';
import { BillIdSchema } from './bills.js';
import { HansardIdSchema } from './hansards.js';
import { INDUSTRIES } from './industries.js';
import { PARTY_CODE_PATTERN } from './members.js';
import { PersonIdSchema } from './people.js';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_PAGE,
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
} from './search-rules.js';
import { SpeechIdSchema } from './speeches.js';

/** An empty field of a GET form (`?party=`) means "not chosen", as if it were left out. */
const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
// A real calendar day: "2020-13-01" is refused here, not by the database's date cast (a 500).
const isoDate = z.iso.date({ error: 'expected a date as YYYY-MM-DD' });
const wholeNumber = () => z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number');

/** What a search is for: its words and its filters. A followed topic stores exactly this. */
export const SearchFiltersSchema = z.object({
  person: z.preprocess(blankIsUnset, PersonIdSchema.optional().describe('Only what this Member said (their id, as /api/people gives it)')),
  party: z.preprocess(
    blankIsUnset,
    z.string().regex(PARTY_CODE_PATTERN, 'must be a party code such as "ndc" or "npp"').optional().describe('Only Members of this party at the time (ndc, npp, pnc, cpp, ind)'),
  ),
  from: z.preprocess(blankIsUnset, isoDate.optional().describe('Sittings on or after this date, YYYY-MM-DD')),
  to: z.preprocess(blankIsUnset, isoDate.optional().describe('Sittings on or before this date, YYYY-MM-DD')),
  sitting: z.preprocess(blankIsUnset, HansardIdSchema.optional().describe('Only this sitting (its Hansard id)')),
  bill: z.preprocess(blankIsUnset, BillIdSchema.optional().describe('Only sittings that debated this bill (its id)')),
  industry: z.preprocess(blankIsUnset, z.enum(INDUSTRIES, { error: 'must be one of the industries' }).optional().describe('Only sittings that affect this industry')),
});
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;

export const SearchTextSchema = z
  .string({ error: SEARCH_MESSAGES.queryRequired })
  .trim()
  .min(1, SEARCH_MESSAGES.queryRequired)
  .max(SEARCH_QUERY_MAX_LENGTH, SEARCH_MESSAGES.queryLength)
  .describe('Words as a reader types them: "quoted phrases" match in order, -word leaves out what says it; case, accents and hyphens are ignored');

export const SearchQuerySchema = SearchFiltersSchema.extend({
  q: SearchTextSchema,
  sort: z.preprocess(blankIsUnset, z.enum(SEARCH_SORTS, { error: 'must be relevance or newest' }).optional().describe('relevance (the default) or newest first')),
  limit: z.preprocess(
    blankIsUnset,
    wholeNumber()
      .min(1, `must be between 1 and ${SEARCH_MAX_LIMIT}`)
      .max(SEARCH_MAX_LIMIT, `must be between 1 and ${SEARCH_MAX_LIMIT}`)
      .optional()
      .describe(`How many of each kind to answer; ${SEARCH_DEFAULT_LIMIT} when not given`),
  ),
  page: z.preprocess(
    blankIsUnset,
    wholeNumber().min(1, 'must be 1 or more').max(SEARCH_MAX_PAGE, `must be at most ${SEARCH_MAX_PAGE}`).optional().describe('Which page of speeches, from 1'),
  ),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { message: SEARCH_MESSAGES.dateOrder, path: ['from'] });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchSpeechSchema = z.object({
  id: SpeechIdSchema.describe('The speech id, as GET /api/hansards/{id}/speeches gives it'),
  match: z
    .enum(['all', 'exchange', 'some'])
    .describe(
      "'all': it says every word and phrase (these come first, and are all a sort by date lists); after them, in one order by how much of the search each says and how near it is to a best match: 'exchange', a turn of the same exchange as one of the best (a reply or question under the same business item, up to three turns away) that does not say it all itself, and 'some', a speech that says some of the words",
    ),
  hansardId: HansardIdSchema,
  date: z.string().describe('The sitting date, YYYY-MM-DD'),
  sittingTitle: z.string(),
  heading: z.string().nullable().describe('The business item the speech belongs to'),
  label: z.string().describe('The speaker as the record prints it'),
  person: z
    .object({ id: z.string(), name: z.string(), url: z.string().describe("The Member's page") })
    .nullable()
    .describe('Who spoke; null when the label does not name one person Kakyerɛ can identify that day'),
  excerpt: z.string().describe('Words of the speech around the matches, as printed, HTML-escaped, each match in <mark></mark> and nothing else'),
  url: z.string().describe('The speech in its sitting: /hansards/{hansardId}#speech-{id}'),
});
export type SearchSpeech = z.infer<typeof SearchSpeechSchema>;

export const SearchSittingSchema = z.object({
  id: HansardIdSchema,
  title: z.string(),
  date: z.string(),
  summary: z.string(),
  keyTopics: z.array(z.string()),
  url: z.string(),
});
export type SearchSitting = z.infer<typeof SearchSittingSchema>;

export const SearchBillSchema = z.object({
  id: BillIdSchema,
  title: z.string(),
  status: z.string(),
  currentStage: z.string(),
  url: z.string(),
});
export type SearchBill = z.infer<typeof SearchBillSchema>;

export const SearchMemberSchema = z.object({
  id: PersonIdSchema,
  name: z.string(),
  constituency: z.string().nullable().describe('Their latest seat; when the search is a constituency, their latest seat for it'),
  party: z.string().nullable(),
  url: z.string(),
});
export type SearchMember = z.infer<typeof SearchMemberSchema>;

export const SearchCountSchema = z.object({
  speeches: z.number().int().min(0),
  sittings: z.number().int().min(0),
  bills: z.number().int().min(0),
});

export const SearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    members: z.array(SearchMemberSchema).describe('Members whose name or constituency the search names: offered before the results'),
    speeches: z.array(SearchSpeechSchema),
    sittings: z.array(SearchSittingSchema),
    bills: z.array(SearchBillSchema),
    corrected: z
      .array(z.object({ typed: z.string(), searched: z.string() }))
      .describe('Words the record never says, searched as the nearest word it does ("galamsy" → "galamsey")'),
    abbreviations: z
      .array(z.object({ typed: z.string(), searched: z.string(), as: z.enum(['short-form', 'long-form']) }))
      .describe('Abbreviations the record defines ("Ghana Cocoa Board (COCOBOD)"), searched beside what was typed: "cocoa board" also as its short form "cocobod", "COCOBOD" also as its long form "cocoa board"'),
  }),
  total: SearchCountSchema.describe('How many match in all, across pages (speeches: those that say every word); a count that reached `capped` stops there'),
  more: z.number().int().min(0).describe("Speeches after those: turns of the same exchanges and speeches that say some of the words (sorted by relevance only), counted up to `capped`"),
  capped: z.number().int().describe('Counts stop at this number'),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
