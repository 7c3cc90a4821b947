/**
 * Members of Parliament and who said what (issue 29): GET /api/people, /api/people/{id},
 * /api/people/{id}/speeches (filtered), /api/people/{id}/sittings, /api/people/{id}/questions
 * (question time: asked, or answered as a Minister). The Popolo export
 * (GET /api/people.popolo.json) answers PopoloPeopleFileSchema (people.ts).
 *
 * The roster is partial (the 8th and 9th Parliaments most of all): a Member missing here is
 * unknown to Kakyerɛ, never "did not sit". Counts are of what the record holds (the sittings
 * ingested so far), and each links to exactly the rows it counts.
 */
import { z } from 'zod';
import { HansardIdSchema } from './hansards.js';
import { PARLIAMENT_ORDINALS } from './member-names.js';
import { PagedQuerySchema, SpeechIdSchema, SpeechPersonSchema } from './speeches.js';
import { PeopleSyncFieldsSchema, SinceQuerySchema } from './sync.js';

export const PEOPLE_LIST_DEFAULT_LIMIT = 50;
export const PEOPLE_SEARCH_MAX_LENGTH = 100;
export const PARTY_CODE_PATTERN = /^[a-z][a-z0-9-]{0,30}$/;

const firstParliament = Math.min(...PARLIAMENT_ORDINALS);
const lastParliament = Math.max(...PARLIAMENT_ORDINALS);

/** An empty field of a GET form (`?q=`) means "not chosen", as if it were left out. */
const optionalText = (max: number, what: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `must be at most ${max} characters`).optional().describe(what),
  );

export const ParliamentParamSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(firstParliament, `must be a Parliament from ${firstParliament} to ${lastParliament}`)
    .max(lastParliament, `must be a Parliament from ${firstParliament} to ${lastParliament}`)
    .optional()
    .describe(`A Parliament of the Fourth Republic by its number, ${firstParliament}–${lastParliament}`),
);

export const PeopleQuerySchema = PagedQuerySchema.extend({
  parliament: ParliamentParamSchema,
  constituency: optionalText(PEOPLE_SEARCH_MAX_LENGTH, 'A constituency by name (accents, case and hyphens ignored)'),
  region: optionalText(PEOPLE_SEARCH_MAX_LENGTH, 'A region by name, e.g. "Ashanti" or "Ashanti Region" (today\'s regions)'),
  party: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().regex(PARTY_CODE_PATTERN, 'must be a party code such as "ndc" or "npp"').optional().describe('A party by its code: ndc, npp, pnc, cpp, ind'),
  ),
  q: optionalText(
    PEOPLE_SEARCH_MAX_LENGTH,
    'Words found in a name, another name or a constituency, in any order; accents, case and hyphens ignored',
  ),
  since: SinceQuerySchema,
});
export type PeopleQuery = z.infer<typeof PeopleQuerySchema>;

export const MemberPartySchema = z.object({ id: z.string().describe('Its code, e.g. "ndc"'), name: z.string() });
export const MemberAreaSchema = z.object({ id: z.string().describe('The constituency id, e.g. "suame"'), name: z.string() });

/** A seat in one Parliament. */
export const MemberSeatSchema = z.object({
  parliament: z.number().int().describe('The Parliament by its number, e.g. 9'),
  parliament_name: z.string().describe('e.g. "9th Parliament"'),
  period_start: z.string().nullable().describe('When that Parliament first sat'),
  period_end: z.string().nullable().describe('When it was dissolved; null for the current one'),
  constituency: MemberAreaSchema.nullable(),
  region: z.string().nullable().describe("The constituency's region today"),
  party: MemberPartySchema.nullable().describe('null when the source does not say'),
  start_date: z.string().nullable().describe('When the seat was taken, if not at the start of the Parliament'),
  end_date: z.string().nullable().describe('When it was left, if before the end of the Parliament'),
  derived_from: z
    .object({
      hansard_id: HansardIdSchema.describe('The sitting whose Official Report printed it'),
      date: z.string().describe('That sitting\'s date'),
      label: z.string().describe('The speaker label as printed, e.g. "Mr Kwame Mensah (NPP – Suame)"'),
    })
    .nullable()
    .describe("Set when the roster lacks the seat and it was read off a sitting's record (a label naming the Member and the constituency); null for a seat from the roster"),
});
export type MemberSeat = z.infer<typeof MemberSeatSchema>;

export const PeopleListItemSchema = z.object({
  id: z.string().describe('The person id used in /api/people/{id} and /members/{id}'),
  name: z.string(),
  seats: z.array(MemberSeatSchema).describe('The seats the filter and search are about, newest Parliament first'),
});
export type PeopleListItem = z.infer<typeof PeopleListItemSchema>;

export const PeopleListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(PeopleListItemSchema),
  total: z.number().int().min(0).describe('How many people match, across pages'),
}).extend(PeopleSyncFieldsSchema.shape);
export type PeopleListResponse = z.infer<typeof PeopleListResponseSchema>;

/** An office held: Speaker, Minister for Education, Majority Leader, … */
export const MemberPostSchema = z.object({
  role: z.string(),
  label: z.string().nullable(),
  portfolio: z.string().nullable(),
  organization: z.string().describe('Where the post is held, e.g. "Government of Ghana"'),
  parliament: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  known_on: z.string().nullable().describe('Seen held on this day, with no dates: nothing said about before or after'),
});
export type MemberPost = z.infer<typeof MemberPostSchema>;

export const MemberCountRowSchema = z.object({
  speeches: z.number().int().min(0),
  sittings: z.number().int().min(0).describe('Sittings in which they spoke'),
});
export const MemberCountsSchema = MemberCountRowSchema.extend({
  by_parliament: z.array(MemberCountRowSchema.extend({ parliament: z.number().int() })).describe('Newest first; a speech counts in the Parliament whose dates hold its sitting'),
  by_year: z.array(MemberCountRowSchema.extend({ year: z.number().int() })).describe('Newest first'),
});
export type MemberCounts = z.infer<typeof MemberCountsSchema>;

export const MemberBillSchema = z.object({
  id: z.string(),
  bill_number: z.string().nullable(),
  title: z.string(),
  sponsor: z.string().describe("The bill's sponsor line, which names the person"),
});
export type MemberBill = z.infer<typeof MemberBillSchema>;

export const MemberQuestionCountsSchema = z.object({
  asked: z.number().int().min(0).describe('Questions standing in their name (asked by them, or by another Member on their behalf)'),
  answered: z.number().int().min(0).describe('Questions they answered as a Minister'),
});
export type MemberQuestionCounts = z.infer<typeof MemberQuestionCountsSchema>;

export const PersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  other_names: z.array(z.string()),
  identifiers: z.array(z.object({ scheme: z.string(), identifier: z.string() })),
  seats: z.array(MemberSeatSchema).describe('Newest Parliament first'),
  posts: z.array(MemberPostSchema).describe('Newest first'),
  counts: MemberCountsSchema,
  questions: MemberQuestionCountsSchema.describe('Question time in the record: each count is the total of GET /api/people/{id}/questions?role='),
  bills: z.array(MemberBillSchema).describe("Bills whose sponsor line names this person (full name, unambiguous)"),
});
export type Person = z.infer<typeof PersonSchema>;

export const PersonResponseSchema = z.object({ success: z.literal(true), data: PersonSchema });
export type PersonResponse = z.infer<typeof PersonResponseSchema>;

/** A Member's speeches, or the sittings they spoke in, narrowed to a year or a Parliament: the rows a count counts. */
export const PersonRecordQuerySchema = PagedQuerySchema.extend({
  year: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1900, 'must be a year from 1900 to 2100').max(2100, 'must be a year from 1900 to 2100').optional().describe('Only sittings in this year'),
  ),
  parliament: ParliamentParamSchema,
});
export type PersonRecordQuery = z.infer<typeof PersonRecordQuerySchema>;

export const MemberSittingSchema = z.object({
  hansard_id: HansardIdSchema,
  date: z.string(),
  title: z.string(),
  speeches: z.number().int().min(1).describe('How many times they spoke at it'),
});
export type MemberSitting = z.infer<typeof MemberSittingSchema>;

export const MemberSittingListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(MemberSittingSchema),
  total: z.number().int().min(0),
});
export type MemberSittingListResponse = z.infer<typeof MemberSittingListResponseSchema>;

/** Which side of question time: the Questions standing in a Member's name, or those they answered as a Minister. */
export const MEMBER_QUESTION_ROLES = ['asked', 'answered'] as const;
export type MemberQuestionRole = (typeof MEMBER_QUESTION_ROLES)[number];

export const PersonQuestionsQuerySchema = PersonRecordQuerySchema.extend({
  role: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(MEMBER_QUESTION_ROLES, { error: 'must be "asked" or "answered"' })
      .default('asked')
      .describe('"asked": the Questions standing in their name (the default); "answered": those they answered as a Minister'),
  ),
});
export type PersonQuestionsQuery = z.infer<typeof PersonQuestionsQuerySchema>;

/** A Question put at question time, with who asked it, for whom, to which Minister, and who answered. */
export const MemberQuestionSchema = z.object({
  id: SpeechIdSchema.describe('The speech that puts the Question (its place in the sitting: /hansards/{hansard_id}#speech-{id})'),
  hansard_id: HansardIdSchema,
  date: z.string().describe('The sitting date, YYYY-MM-DD'),
  number: z.number().int().nullable().describe('Its number on the Order Paper ("Q. 783"); null when the record prints none'),
  minister: z.string().describe('The Minister it is put to, as printed, e.g. "Minister for Education"'),
  on_behalf_of: z.string().nullable().describe('"on behalf of …" as printed; null when the Member asked their own Question'),
  asked_by: SpeechPersonSchema.nullable().describe('Who rose to ask it; null when not identified'),
  member: SpeechPersonSchema.nullable().describe('The Member in whose name it stands; null when not identified'),
  text: z.string().describe("The Question's words, as the record prints them"),
  answer_speech_id: SpeechIdSchema.nullable().describe('The speech that answers it; null when no Minister answered in the record'),
  answered_by: SpeechPersonSchema.nullable().describe('The Minister who answered; null when not identified'),
});
export type MemberQuestion = z.infer<typeof MemberQuestionSchema>;

export const MemberQuestionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(MemberQuestionSchema).describe('Newest sitting first'),
  total: z.number().int().min(0),
});
export type MemberQuestionListResponse = z.infer<typeof MemberQuestionListResponseSchema>;

/** A Parliament, and how much of its roster Kakyerɛ holds. */
export const ParliamentSchema = z.object({
  parliament: z.number().int(),
  name: z.string().describe('e.g. "9th Parliament"'),
  start_date: z.string().nullable(),
  end_date: z.string().nullable().describe('null for the current one'),
  seats: z.number().int().nullable().describe('How many seats it has'),
  members_known: z.number().int().min(0).describe('How many of its seats Kakyerɛ knows the Member of: fewer than `seats` means the roster here is not complete'),
});
export type Parliament = z.infer<typeof ParliamentSchema>;

export const ParliamentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    parliaments: z.array(ParliamentSchema).describe('Newest first'),
    parties: z.array(MemberPartySchema).describe('The parties seats are held for, by name'),
    regions: z.array(z.string()).describe("The constituencies' regions (today's), by name"),
  }),
});
export type ParliamentsResponse = z.infer<typeof ParliamentsResponseSchema>;
export type ParliamentsData = ParliamentsResponse['data'];
