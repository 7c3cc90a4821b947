/**
 * Members of Parliament as data, the way Popolo models them (https://www.popoloproject.com):
 * persons, organizations (the Parliament, its legislative periods, parties, the government), areas
 * (constituencies) and memberships (dated seats and posts). Ids are the data's own
 * (`person/kwame-mensah`), stable and never reused: a merged person leaves a redirect behind.
 *
 * Coverage is uneven (the 8th and 9th Parliaments are partial), so a Member missing here is
 * unknown, never absent; nothing here may be read as "did not sit".
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PopoloIdentifier, PopoloOtherName, PopoloSource } from '@kakyere/contract';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
/** Popolo dates may be partial (YYYY or YYYY-MM) when the source says no more, so they are text. */
const popoloDate = (name: string) => text(name);
const datePattern = `^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$`;

/**
 * foldName (packages/contract/src/member-names.ts) in SQL, for columns the database keeps folded so
 * a search compares words without folding every row: accents off (NFD, combining marks dropped),
 * ɛ/ɔ/ŋ as e/o/n, lower case, every run of other characters one space. Every function in it is
 * immutable, so it can generate a stored column. A test checks it folds as foldName does.
 */
export function foldedSql(column: string): string {
  return `btrim(regexp_replace(lower(translate(regexp_replace(normalize(coalesce(${column}, ''), NFD), U&'[\\0300-\\036F]', '', 'g'), 'ƐɛƆɔŊŋ', 'eeoonn')), '[^a-z0-9]+', ' ', 'g'))`;
}
const folded = (column: string) => text(`folded_${column}`).generatedAlwaysAs(sql.raw(foldedSql(`"${column}"`)));

export const persons = pgTable('persons', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The name as a search compares it (foldedSql). */
  foldedName: folded('name'),
  otherNames: jsonb('other_names').$type<PopoloOtherName[]>().notNull().default(sql`'[]'::jsonb`),
  identifiers: jsonb('identifiers').$type<PopoloIdentifier[]>().notNull().default(sql`'[]'::jsonb`),
  gender: text('gender'),
  sources: jsonb('sources').$type<PopoloSource[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type PersonRow = typeof persons.$inferSelect;
export type NewPersonRow = typeof persons.$inferInsert;

/** The Parliament, the parties, the government: whatever a membership is in or on behalf of. */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  classification: text('classification').notNull(),
  otherNames: jsonb('other_names').$type<PopoloOtherName[]>().notNull().default(sql`'[]'::jsonb`),
  identifiers: jsonb('identifiers').$type<PopoloIdentifier[]>().notNull().default(sql`'[]'::jsonb`),
  note: text('note'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type OrganizationRow = typeof organizations.$inferSelect;

/** One Parliament of the Fourth Republic (`term/5` … `term/9`): its dates and number of seats. */
export const legislativePeriods = pgTable(
  'legislative_periods',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    startDate: popoloDate('start_date'),
    endDate: popoloDate('end_date'),
    seats: integer('seats'),
    identifiers: jsonb('identifiers').$type<PopoloIdentifier[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [
    check('legislative_periods_start_date_check', sql.raw(`"start_date" ~ '${datePattern}'`)),
    check('legislative_periods_end_date_check', sql.raw(`"end_date" ~ '${datePattern}'`)),
  ],
);
export type LegislativePeriodRow = typeof legislativePeriods.$inferSelect;

/** A constituency. `region` is today's (2019) region; `former_region` the one before, where it differs. */
export const areas = pgTable('areas', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  region: text('region'),
  formerRegion: text('former_region'),
  /** The name and region as a search or filter compares them (foldedSql). */
  foldedName: folded('name'),
  foldedRegion: folded('region'),
  /** The other names' `name`s, folded and joined by spaces: "Adenta", "Akim Abuakwa North". */
  foldedOtherNames: text('folded_other_names').generatedAlwaysAs(sql.raw(foldedSql(`jsonb_path_query_array("other_names", '$[*].name')::text`))),
  otherNames: jsonb('other_names').$type<PopoloOtherName[]>().notNull().default(sql`'[]'::jsonb`),
  identifiers: jsonb('identifiers').$type<PopoloIdentifier[]>().notNull().default(sql`'[]'::jsonb`),
  note: text('note'),
  /** A 2004–2012 seat: the later seats named after it. Ids of areas; a name, not a legal succession. */
  successorsByName: text('successors_by_name').array().notNull().default(sql`'{}'::text[]`),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type AreaRow = typeof areas.$inferSelect;

/**
 * A seat (role `member`: a legislative period, an area, a party in `on_behalf_of_id`) or a post
 * (another role, with `label`, `portfolio`, and dates or `known_on`). Dates left empty mean the
 * source gave none (the whole period as far as it shows), not that they are unknown to everyone.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: text('id').primaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => persons.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    role: text('role').notNull(),
    label: text('label'),
    portfolio: text('portfolio'),
    listedUnder: text('listed_under'),
    legislativePeriodId: text('legislative_period_id').references(() => legislativePeriods.id),
    onBehalfOfId: text('on_behalf_of_id').references(() => organizations.id),
    areaId: text('area_id').references(() => areas.id),
    startDate: popoloDate('start_date'),
    endDate: popoloDate('end_date'),
    knownOn: popoloDate('known_on'),
    sources: jsonb('sources').$type<PopoloSource[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('memberships_person_idx').on(t.personId),
    index('memberships_period_area_idx').on(t.legislativePeriodId, t.areaId),
    check('memberships_start_date_check', sql.raw(`"start_date" ~ '${datePattern}'`)),
    check('memberships_end_date_check', sql.raw(`"end_date" ~ '${datePattern}'`)),
    check('memberships_known_on_check', sql.raw(`"known_on" ~ '${datePattern}'`)),
  ],
);
export type MembershipRow = typeof memberships.$inferSelect;

/**
 * Names a person is known by (spellings in the Official Report, initials, titles dropped), for
 * finding who said what. The import adds the file's name and other names (`origin` 'import');
 * editors add and remove others ('editor') and an import never removes them. `normalized` is the
 * name compared: lower case, without accents, full stops and repeated spaces.
 */
export const personAliases = pgTable(
  'person_aliases',
  {
    id: serial('id').primaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    normalized: text('normalized').notNull(),
    /** The name as a search compares it (foldedSql): unlike `normalized`, hyphens are spaces too. */
    foldedName: folded('name'),
    origin: text('origin').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('person_aliases_person_normalized_idx').on(t.personId, t.normalized),
    index('person_aliases_normalized_idx').on(t.normalized),
  ],
);
export type PersonAliasRow = typeof personAliases.$inferSelect;

/**
 * Ids are stable and never reused: when two persons turn out to be one, the one that goes leaves
 * its id here, pointing at the one that stays, so links and stored attributions keep working.
 */
export const personRedirects = pgTable('person_redirects', {
  fromId: text('from_id').primaryKey(),
  toId: text('to_id')
    .notNull()
    .references(() => persons.id),
  reason: text('reason'),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type PersonRedirectRow = typeof personRedirects.$inferSelect;
