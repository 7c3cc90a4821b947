import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  pgTable,
  text,
  timestamp,
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
    isSynthetic: boolean('is_synthetic').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${hansards.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${hansards.summary}, '')), 'B') || setweight(to_tsvector('english', coalesce(${hansards.rawText}, '')), 'D')`,
    ),
  },
  (t) => [
    index('hansards_sitting_date_idx').on(t.sittingDate.desc(), t.id),
    index('hansards_search_idx').using('gin', t.searchVector),
  ],
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

export type HansardRow = typeof hansards.$inferSelect;
export type NewHansardRow = typeof hansards.$inferInsert;
