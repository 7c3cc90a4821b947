import { sql, type SQL } from 'drizzle-orm';
import type { HansardEvidence } from '@kakyere/contract';
import { persons } from './people-schema.js';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});

export const hansards = pgTable(
  'hansards',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    sittingDate: date('sitting_date', { mode: 'string' }).notNull(),
    sessionType: text('session_type'),
    summary: text('summary').notNull(),
    affectedIndustries: text('affected_industries').array().notNull().default(sql`'{}'::text[]`),
    keyTopics: text('key_topics').array().notNull().default(sql`'{}'::text[]`),
    billsDiscussed: text('bills_discussed').array().notNull().default(sql`'{}'::text[]`),
    mpsPresent: text('mps_present').array().notNull().default(sql`'{}'::text[]`),
    rawText: text('raw_text').notNull().default(''),
    documentUrl: text('document_url'),
    // Provenance: where the facts came from and what produced the text.
    source: text('source').notNull(),
    engine: text('engine').notNull(),
    engineVersion: text('engine_version'),
    engineModel: text('engine_model'),
    /** HansardEvidence (contract): where each AI claim sits in raw_text. Null for editor-written records. */
    evidence: jsonb('evidence').$type<HansardEvidence>(),
    /**
     * The `hansard_analyses` version the row shows (its title, summary, topics, industries, bills,
     * session type, evidence and engine are that version's). An editor's version stays shown when a
     * machine analysis is added; otherwise the newest is shown. Null for a row stored without versions.
     */
    shownAnalysisVersion: integer('shown_analysis_version'),
    /** When the 'hansard published' event was sent (ingested records only); set once, never reset. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    isSynthetic: boolean('is_synthetic').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /**
     * What the search finds a sitting by (issue 30): its title and topics, then its summary, stemmed
     * and as written. The transcript is searched speech by speech (speeches.search_vector).
     * `kakyere_words` joins an array immutably (migration 0022).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${hansards.title} || ' ' || kakyere_words(${hansards.keyTopics})), 'A') || setweight(to_tsvector('simple', ${hansards.title} || ' ' || kakyere_words(${hansards.keyTopics})), 'A') || setweight(to_tsvector('english', ${hansards.summary}), 'B') || setweight(to_tsvector('simple', ${hansards.summary}), 'B')`,
    ),
  },
  (t) => [
    index('hansards_sitting_date_idx').on(t.sittingDate.desc(), t.id),
    index('hansards_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * What an analysis wrote about a sitting, as stored on the `hansards` row: the fields an engine (or an
 * editor) writes, in the API's spelling. Transcript, members present and provenance are not part of it.
 */
export interface HansardAnalysisSnapshot {
  title: string;
  session_type: string | null;
  summary: string;
  key_topics: string[];
  affected_industries: string[];
  bills_discussed: string[];
  evidence: HansardEvidence | null;
}

/**
 * Every analysis a sitting has had, oldest first: version 1, 2, 3… per Hansard. The `hansards` row
 * shows one of them (`shown_analysis_version`): an editor's if one is shown, else the newest;
 * re-analysing appends here instead of losing what readers rated.
 */
export const hansardAnalyses = pgTable(
  'hansard_analyses',
  {
    hansardId: text('hansard_id')
      .notNull()
      .references(() => hansards.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    engine: text('engine').notNull(),
    engineModel: text('engine_model'),
    engineVersion: text('engine_version'),
    analysis: jsonb('analysis').$type<HansardAnalysisSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hansardId, t.version] })],
);

/** The official PDF of a sitting, kept in the database so every replica can serve it. */
export const hansardDocuments = pgTable('hansard_documents', {
  hansardId: text('hansard_id')
    .primaryKey()
    .references(() => hansards.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull().default('application/pdf'),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const bills = pgTable(
  'bills',
  {
    id: text('id').primaryKey(),
    billNumber: text('bill_number'),
    title: text('title').notNull(),
    shortTitle: text('short_title'),
    summary: text('summary').notNull(),
    billType: text('bill_type').notNull(),
    sponsor: text('sponsor'),
    ministry: text('ministry'),
    status: text('status').notNull(),
    currentStage: text('current_stage').notNull(),
    introductionDate: date('introduction_date', { mode: 'string' }),
    lastActionDate: date('last_action_date', { mode: 'string' }),
    actNumber: text('act_number'),
    actTitle: text('act_title'),
    parliament: text('parliament'),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    sources: text('sources').array().notNull().default(sql`'{}'::text[]`),
    /** Words people search with but that the text does not hold: aliases, hyphen-free forms. Kept by the writer. */
    searchTerms: text('search_terms').notNull().default(''),
    isSynthetic: boolean('is_synthetic').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(${bills.billNumber}, '') || ' ' || ${bills.searchTerms}), 'A') || setweight(to_tsvector('english', ${bills.title} || ' ' || coalesce(${bills.shortTitle}, '')), 'A') || setweight(to_tsvector('english', ${bills.summary}), 'B')`,
    ),
  },
  (t) => [
    index('bills_search_idx').using('gin', t.searchVector),
    index('bills_status_idx').on(t.status),
    index('bills_type_idx').on(t.billType),
  ],
);

export const billStages = pgTable(
  'bill_stages',
  {
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    stageStatus: text('stage_status').notNull(),
    startedDate: date('started_date', { mode: 'string' }),
    completedDate: date('completed_date', { mode: 'string' }),
    committeeName: text('committee_name'),
    votesFor: integer('votes_for'),
    votesAgainst: integer('votes_against'),
    votesAbstain: integer('votes_abstain'),
    notes: text('notes'),
    sources: text('sources').array().notNull().default(sql`'{}'::text[]`),
    /** Sources disagree on this stage's facts. */
    uncertain: boolean('uncertain').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.billId, t.stage] })],
);

export const billAmendments = pgTable(
  'bill_amendments',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    amendmentNumber: text('amendment_number'),
    proposedBy: text('proposed_by').notNull(),
    status: text('status').notNull(),
    rationale: text('rationale'),
    clauseAffected: text('clause_affected'),
    hansardId: text('hansard_id').references(() => hansards.id, { onDelete: 'set null' }),
  },
  (t) => [index('bill_amendments_bill_idx').on(t.billId, t.position)],
);

export const billDebates = pgTable(
  'bill_debates',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    debateType: text('debate_type').notNull(),
    debateDate: date('debate_date', { mode: 'string' }),
    debateSummary: text('debate_summary'),
    hansardId: text('hansard_id').references(() => hansards.id, { onDelete: 'set null' }),
    hansardUrl: text('hansard_url'),
  },
  (t) => [index('bill_debates_bill_idx').on(t.billId, t.debateDate)],
);

export const billStakeholders = pgTable(
  'bill_stakeholders',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    stakeholderName: text('stakeholder_name').notNull(),
    stakeholderType: text('stakeholder_type'),
    position: text('position').notNull(),
    keyConcerns: text('key_concerns').array().notNull().default(sql`'{}'::text[]`),
    submissionUrl: text('submission_url'),
  },
  (t) => [index('bill_stakeholders_bill_idx').on(t.billId)],
);

/**
 * The text of a bill (or of the Act it became), imported by `npm run import:bill-text`: one row per
 * bill, replaced whole on re-import together with its sections.
 */
export const billTexts = pgTable('bill_texts', {
  billId: text('bill_id')
    .primaryKey()
    .references(() => bills.id, { onDelete: 'cascade' }),
  /** The first line of the text as printed, e.g. "Right to Information Act, 2019 (Act 989)"; null when it has none. */
  title: text('title'),
  /** The imported file's name, without its folder. */
  sourceFilename: text('source_filename').notNull(),
  /** SHA-256 of the imported file's bytes, hex. */
  contentHash: text('content_hash').notNull(),
  sectionCount: integer('section_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * A bill text's sections in printed order, schedules after them as kind 'schedule' (number "Schedule 1").
 * `position` (1 for the first) identifies a section: printed numbers can repeat in an enacted text.
 */
export const billSections = pgTable(
  'bill_sections',
  {
    billId: text('bill_id')
      .notNull()
      .references(() => billTexts.billId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** 'section' or 'schedule'. */
    kind: text('kind').notNull().default('section'),
    /** "PART II — ADMINISTRATION"; null outside any part. */
    part: text('part'),
    /** As printed: "12", "12A"; "Schedule 1" for a schedule. */
    number: text('number').notNull(),
    /** Empty when the text prints none. */
    heading: text('heading').notNull().default(''),
    /** The full text, subsections on their own lines with their "(1)" numbers. */
    text: text('text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${billSections.heading}), 'A') || setweight(to_tsvector('english', coalesce(${billSections.part}, '')), 'C') || setweight(to_tsvector('english', ${billSections.text}), 'D')`,
    ),
  },
  (t) => [primaryKey({ columns: [t.billId, t.position] }), index('bill_sections_search_idx').using('gin', t.searchVector)],
);

/**
 * Every legal opinion given, with what it was given on: the same question (normalised) on the same
 * text (its hash) by the same engine, model and version is answered from here.
 */
export const legalOpinions = pgTable(
  'legal_opinions',
  {
    id: text('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    /** As asked (trimmed). */
    question: text('question').notNull(),
    /** Lower-cased, spacing and end punctuation folded: what makes two questions the same. */
    questionKey: text('question_key').notNull(),
    /** SHA-256 of the bill's text (or of its summary when it has none) the answer was drawn from. */
    sourceHash: text('source_hash').notNull(),
    opinion: text('opinion').notNull(),
    /** quoteParts: the verbatim parts of the quote (absent on answers stored before builtin-opinion-2.0.0: the quote whole). */
    citations: jsonb('citations').$type<{ section: string; heading: string; quote: string; quoteParts?: string[]; text: string }[]>().notNull(),
    /** 'answered', 'closest' or 'not-found' (answers stored before: 'answered' when they cited something, else 'not-found'). */
    confidence: text('confidence').notNull().default('answered'),
    /** The text the answer rests on: { kind: 'act' | 'bill' | 'summary', title }; null on answers stored before it was recorded. */
    source: jsonb('source').$type<{ kind: 'act' | 'bill' | 'summary'; title: string }>(),
    engineName: text('engine_name').notNull(),
    engineModel: text('engine_model').notNull().default(''),
    engineVersion: text('engine_version').notNull(),
    /** Why a configured model's answer was not used (the built-in engine answered instead); null otherwise. */
    fallbackReason: text('fallback_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_opinions_answer_key').on(t.billId, t.questionKey, t.sourceHash, t.engineName, t.engineModel, t.engineVersion),
  ],
);

/**
 * "Was this helpful?" on anything the AI wrote: a legal opinion now, a Hansard summary later.
 * `subjectType` says which table `subjectId` points into.
 */
export const aiFeedback = pgTable(
  'ai_feedback',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    helpful: boolean('helpful').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('ai_feedback_subject_idx').on(t.subjectType, t.subjectId)],
);

export type BillRow = typeof bills.$inferSelect;
export type NewBillRow = typeof bills.$inferInsert;

export type HansardRow = typeof hansards.$inferSelect;
export type NewHansardRow = typeof hansards.$inferInsert;
export type HansardAnalysisRow = typeof hansardAnalyses.$inferSelect;

export type BillTextRow = typeof billTexts.$inferSelect;
export type BillSectionRow = typeof billSections.$inferSelect;
export type NewBillSectionRow = typeof billSections.$inferInsert;

export * from './accounts-schema.js';
export * from './alerts-schema.js';
export * from './push-schema.js';
export * from './people-schema.js';
export * from './record-removals-schema.js';

/*
 * What was said in an ingested sitting, one row per speech, in the order of the record, with who said
 * it when the speaker label resolves to a person (issue 29). The label stays as printed, so a reader
 * can always see what the record says even where the person is not identified.
 *
 * Ids are stable across re-ingestion of the same record: `<hansard id>-c<column>-<n>`, the n-th speech
 * starting in that printed column (`c0` when the column is unknown). A corrected record that moves a
 * speech leaves the old id in `speech_redirects`, so permalinks and alerts keyed on it keep working.
 */

export const speeches = pgTable(
  'speeches',
  {
    id: text('id').primaryKey(),
    hansardId: text('hansard_id')
      .notNull()
      .references(() => hansards.id, { onDelete: 'cascade' }),
    /** Copied from the sitting so a Member's speeches page in date order without a join. */
    sittingDate: date('sitting_date', { mode: 'string' }).notNull(),
    /** 0-based order in the sitting. */
    position: integer('position').notNull(),
    /** The speaker label as printed (after OCR normalisation), e.g. "Minister for Education (Mrs Betty Mould-Iddrisu)". */
    label: text('label').notNull(),
    /** The person who spoke; null when the label does not resolve (or names a group, "Some Hon Members"). */
    personId: text('person_id').references(() => persons.id),
    /** The office the label names and its holder held that day ("Speaker", "Minister for Education"). */
    post: text('post'),
    /** Which rule resolved the label ('chair', 'name', 'surname-earlier', …, 'unresolved:…'): for editors and the evaluation. */
    resolvedBy: text('resolved_by').notNull(),
    /** The business item (heading) the speech belongs to; null before the first heading. */
    heading: text('heading'),
    column: integer('column'),
    /** Where the speech sits in the sitting's raw_text. */
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    text: text('text').notNull(),
    /**
     * What the search finds the speech by (issue 30), written with it (records/search/index-speeches):
     * the words folded as a reader types them (accents, hyphens, OCR slips such as "Govemment"),
     * stemmed and as written, and who said it. Null only until a speech stored before search existed
     * is indexed at start.
     */
    searchVector: tsvector('search_vector'),
    /**
     * The party the Member sat for on the sitting's day (`party/ndc`), copied from their seat
     * (records/speeches/speech-party) when the speech is stored and again when seats change, so the
     * search's party filter reads an index instead of the seats of every speech. Null for no Member
     * or no seat.
     */
    partyId: text('party_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('speeches_hansard_position_idx').on(t.hansardId, t.position),
    // A party's speeches, newest first: the search filtered by party (decision record 022).
    index('speeches_party_date_idx').on(t.partyId, t.sittingDate.desc(), t.hansardId, t.position),
    index('speeches_search_idx').using('gin', t.searchVector),
    // Newest first: the search sorted by date, and the newest matches of a very common word.
    index('speeches_date_idx').on(t.sittingDate.desc(), t.hansardId, t.position),
    // A Member's speeches, newest sitting first: the person page and /api/people/{id}/speeches. The
    // sitting's id last, so a Member's counts (sittings by year and Parliament) read the index alone.
    index('speeches_person_date_idx').on(t.personId, t.sittingDate.desc(), t.position, t.hansardId),
  ],
);
export type SpeechRow = typeof speeches.$inferSelect;
export type NewSpeechRow = typeof speeches.$inferInsert;

/** Old speech ids a corrected record moved, and where each went. */
export const speechRedirects = pgTable('speech_redirects', {
  fromId: text('from_id').primaryKey(),
  toId: text('to_id')
    .notNull()
    .references(() => speeches.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
});
export type SpeechRedirectRow = typeof speechRedirects.$inferSelect;

/*
 * Question time (issue 29): each Question the record prints ("Q. 875. Mr X asked the Minister for …"),
 * the speech that puts it, the Member in whose name it stands, and the Minister's answer. Rebuilt with
 * the sitting's speeches on every ingestion; ids are the Question's speech id.
 */
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    hansardId: text('hansard_id')
      .notNull()
      .references(() => hansards.id, { onDelete: 'cascade' }),
    sittingDate: date('sitting_date', { mode: 'string' }).notNull(),
    /** The Question's number on the Order Paper, when printed. */
    number: integer('number'),
    /** "Minister for Education", as the Question is put. */
    minister: text('minister').notNull(),
    /** Who rose to ask it (the speech's person); null when not identified. */
    askedByPersonId: text('asked_by_person_id').references(() => persons.id),
    /** "(on behalf of Mr X)" as printed; null when the Member asked their own Question. */
    onBehalfOfLabel: text('on_behalf_of_label'),
    /** The Member in whose name it stands: the one asked for, or the asker; null when not identified. */
    memberPersonId: text('member_person_id').references(() => persons.id),
    /** The speech that answers it, and who gave it; null when no Minister answered in the record. */
    answerSpeechId: text('answer_speech_id'),
    answeredByPersonId: text('answered_by_person_id').references(() => persons.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_hansard_idx').on(t.hansardId),
    index('questions_member_idx').on(t.memberPersonId, t.sittingDate.desc()),
    index('questions_answered_by_idx').on(t.answeredByPersonId, t.sittingDate.desc()),
  ],
);
export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

/**
 * Every word the speeches use (folded as the search folds them), with how many speeches use it: the
 * search offers the nearest of them for a word the record never says ("galamsy" → "galamsey"), and
 * indexing tells an OCR slip from a real word by them. Kept up to date as sittings are stored.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    speeches: integer('speeches').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * The short forms the speeches define beside their long form ("the Ghana Cocoa Board (COCOBOD)"),
 * both folded as the search folds words, with how many speeches define each: a search of one finds
 * speeches that say the other. Kept up to date as sittings are stored, as the vocabulary is.
 */
export const searchAbbreviations = pgTable(
  'search_abbreviations',
  {
    /** Letters and digits only: "cocobod", "mmdas". */
    short: text('short').notNull(),
    /** Its words, space-separated, small words kept: "ministry of finance and economic planning". */
    long: text('long').notNull(),
    speeches: integer('speeches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.short, t.long] })],
);

/**
 * Sittings stored before abbreviations were read (migration 0026 lists those whose speeches hold a
 * bracket): their speeches are read once at start, a sitting at a time, and each row goes when done.
 */
export const searchAbbreviationsPending = pgTable('search_abbreviations_pending', {
  hansardId: text('hansard_id').primaryKey(),
});

/**
 * Sittings whose speeches' search vectors no longer say who spoke as they should: stored before the
 * constituency was indexed (migration 0027 lists those with a Member's speech), or of a Member whose
 * seats changed since. Indexed again at start, a sitting at a time; each row goes when done.
 */
export const searchVectorsStale = pgTable('search_vectors_stale', {
  hansardId: text('hansard_id').primaryKey(),
});
