/**
 * A people file for `npm run import:people` and the seed: the Popolo standard
 * (https://www.popoloproject.com) as the Members data uses it — persons, organizations (the
 * Parliament with its legislative periods, the parties, the government), areas (constituencies) and
 * memberships (seats and posts). Objects are strict: a misspelt key would otherwise be dropped
 * without a word, and a dropped `end_date` is a wrong fact.
 */
import { z } from 'zod';

/** Popolo ids as the data writes them: `person/kwame-mensah`, `term/8`, `membership/post/5/…`. */
export const POPOLO_ID_PATTERN = /^[a-z][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)+$/;
export const PopoloIdSchema = z
  .string()
  .max(200)
  .regex(POPOLO_ID_PATTERN, 'an id is lower-case words joined by "/" and "-", e.g. person/kwame-mensah');

/** Sources give a year, a month or a day; a partial date says no more than the source does. */
export const POPOLO_DATE_PATTERN = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;
export const PopoloDateSchema = z.string().regex(POPOLO_DATE_PATTERN, 'a date is YYYY, YYYY-MM or YYYY-MM-DD');

const text = z.string().trim().min(1, 'must not be empty');

export const PopoloOtherNameSchema = z.strictObject({ name: text, note: text.optional() });
export const PopoloIdentifierSchema = z.strictObject({ scheme: text, identifier: text });
export const PopoloSourceSchema = z.strictObject({ url: z.url(), note: text.optional() });
export type PopoloOtherName = z.infer<typeof PopoloOtherNameSchema>;
export type PopoloIdentifier = z.infer<typeof PopoloIdentifierSchema>;
export type PopoloSource = z.infer<typeof PopoloSourceSchema>;

export const PERSON_GENDERS = ['male', 'female'] as const;

export const PopoloPersonSchema = z.strictObject({
  id: PopoloIdSchema,
  name: text,
  other_names: z.array(PopoloOtherNameSchema).optional(),
  identifiers: z.array(PopoloIdentifierSchema).optional(),
  gender: z.enum(PERSON_GENDERS).optional(),
  sources: z.array(PopoloSourceSchema).optional(),
});
export type PopoloPerson = z.infer<typeof PopoloPersonSchema>;

export const PopoloLegislativePeriodSchema = z.strictObject({
  id: PopoloIdSchema,
  name: text,
  start_date: PopoloDateSchema.optional(),
  end_date: PopoloDateSchema.optional(),
  seats: z.int().positive().optional(),
  identifiers: z.array(PopoloIdentifierSchema).optional(),
});
export type PopoloLegislativePeriod = z.infer<typeof PopoloLegislativePeriodSchema>;

export const PopoloOrganizationSchema = z.strictObject({
  id: PopoloIdSchema,
  name: text,
  classification: text,
  other_names: z.array(PopoloOtherNameSchema).optional(),
  identifiers: z.array(PopoloIdentifierSchema).optional(),
  legislative_periods: z.array(PopoloLegislativePeriodSchema).optional(),
  note: text.optional(),
});
export type PopoloOrganization = z.infer<typeof PopoloOrganizationSchema>;

export const PopoloAreaSchema = z.strictObject({
  id: PopoloIdSchema,
  name: text,
  type: text,
  /** The region today (the 16 regions of 2019). */
  region: text.optional(),
  /** The region before 2019, where it differs. */
  former_region: text.optional(),
  other_names: z.array(PopoloOtherNameSchema).optional(),
  identifiers: z.array(PopoloIdentifierSchema).optional(),
  note: text.optional(),
  /** A 2004–2012 seat: the later seats named after it (not a legal succession). */
  successors_by_name: z.array(PopoloIdSchema).optional(),
});
export type PopoloArea = z.infer<typeof PopoloAreaSchema>;

/**
 * A seat (`role: "member"`, with a legislative period, usually an area and a party) or a post (any
 * other role: Speaker, Minister, …, with `label`, `portfolio`, dates or `known_on`).
 */
export const PopoloMembershipSchema = z.strictObject({
  id: PopoloIdSchema,
  person_id: PopoloIdSchema,
  organization_id: PopoloIdSchema,
  role: text,
  label: text.optional(),
  portfolio: text.optional(),
  listed_under: text.optional(),
  legislative_period_id: PopoloIdSchema.optional(),
  on_behalf_of_id: PopoloIdSchema.optional(),
  area_id: PopoloIdSchema.optional(),
  start_date: PopoloDateSchema.optional(),
  end_date: PopoloDateSchema.optional(),
  /** A post seen held on this day, with no dates: held then, nothing said about before or after. */
  known_on: PopoloDateSchema.optional(),
  /** The post held (Popolo): a seat's constituency, an office. Written by the export; derived again on import. */
  post_id: PopoloIdSchema.optional(),
  sources: z.array(PopoloSourceSchema).optional(),
});
export type PopoloMembership = z.infer<typeof PopoloMembershipSchema>;

/**
 * A position that people hold in turn (Popolo): "Member of Parliament for Suame", "Speaker". Kakyerɛ
 * writes them in its export, derived from the memberships, so other Popolo tools find them; the
 * memberships alone say everything, so an import takes the posts as read and derives its own.
 */
export const PopoloPostSchema = z.strictObject({
  id: PopoloIdSchema,
  label: text,
  role: text,
  organization_id: PopoloIdSchema,
  area_id: PopoloIdSchema.optional(),
});
export type PopoloPost = z.infer<typeof PopoloPostSchema>;

/** The seat role; every other role is a post. */
export const SEAT_ROLE = 'member';

export const PopoloPeopleFileSchema = z.strictObject({
  meta: z.record(z.string(), z.unknown()).optional(),
  persons: z.array(PopoloPersonSchema),
  organizations: z.array(PopoloOrganizationSchema).default([]),
  areas: z.array(PopoloAreaSchema).default([]),
  memberships: z.array(PopoloMembershipSchema).default([]),
  posts: z.array(PopoloPostSchema).optional(),
});
export type PopoloPeopleFile = z.infer<typeof PopoloPeopleFileSchema>;

/**
 * In URLs and the API a person is their Popolo id without the `person/` prefix ("kwame-mensah"):
 * one path segment, as stable as the Popolo id itself. The Popolo export keeps the full id.
 */
export const PERSON_ID_PREFIX = 'person/';
export const PERSON_ID_MAX_LENGTH = 200;
export const PersonIdSchema = z
  .string()
  .min(1)
  .max(PERSON_ID_MAX_LENGTH)
  .regex(/^[a-z0-9][a-z0-9.-]*$/, 'must contain only lower-case letters, digits, full stops and hyphens');
export const PersonParamsSchema = z.object({ id: PersonIdSchema });

/** "person/kwame-mensah" → "kwame-mensah". */
export function personUrlId(popoloId: string): string {
  return popoloId.startsWith(PERSON_ID_PREFIX) ? popoloId.slice(PERSON_ID_PREFIX.length) : popoloId;
}

/** "kwame-mensah" → "person/kwame-mensah". */
export function popoloPersonId(urlId: string): string {
  return `${PERSON_ID_PREFIX}${urlId}`;
}
