// Plain helpers for Members of Parliament (no zod), shared by the server, the web app and the tests:
// how a name is folded for search, the slug in a person's address, and what a Parliament is called.
import { MONTH_NAMES } from './month-names.js';

/** The Parliaments of the Fourth Republic that Kakyerɛ holds Members for, oldest first. */
export const PARLIAMENT_ORDINALS = [5, 6, 7, 8, 9] as const;
export type ParliamentOrdinal = (typeof PARLIAMENT_ORDINALS)[number];
/** The Parliament sitting now: the Members page opens on it. */
export const CURRENT_PARLIAMENT: ParliamentOrdinal = 9;

export function isParliamentOrdinal(value: unknown): value is ParliamentOrdinal {
  return (PARLIAMENT_ORDINALS as readonly unknown[]).includes(value);
}

/** The legislative period's Popolo id of a Parliament: 9 → "term/9". */
export const parliamentTermId = (ordinal: number) => `term/${ordinal}`;

/** "9th Parliament", "5th Parliament". */
export function parliamentName(ordinal: number): string {
  const tens = ordinal % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[ordinal % 10] ?? 'th';
  return `${ordinal}${suffix} Parliament`;
}

/**
 * Letters of Ghanaian languages that Unicode does not decompose into a base letter and a mark
 * (ɛ is not e + accent), folded by hand. The server's SQL fold uses the same pairs.
 */
export const FOLD_LETTERS_FROM = 'ƐɛƆɔŊŋ';
export const FOLD_LETTERS_TO = 'eeoonn';

/**
 * A name or a search as it is compared: accents and case dropped, ɛ/ɔ/ŋ as e/o/n, hyphens,
 * apostrophes, full stops and every other non-letter a space, one space between words.
 * "Osei Kyei-Mensah-Bónsu" → "osei kyei mensah bonsu".
 */
export function foldName(text: string): string {
  let out = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  for (let i = 0; i < FOLD_LETTERS_FROM.length; i += 1) out = out.split(FOLD_LETTERS_FROM[i]!).join(FOLD_LETTERS_TO[i]!);
  return out.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The words of a search, folded, each at most once: word order does not matter. */
export function searchWords(q: string): string[] {
  const folded = foldName(q);
  return folded ? [...new Set(folded.split(' '))] : [];
}

/** The readable part of a person's address: "Osei Kyei-Mensah-Bonsu" → "osei-kyei-mensah-bonsu". */
export function personSlug(name: string): string {
  return foldName(name).replace(/ /g, '-') || 'member';
}

/** A person's page: /members/{id}/{slug}. */
export function memberPath(id: string, name: string): string {
  return `/members/${encodeURIComponent(id)}/${personSlug(name)}`;
}

/** In URLs and the API a person is their Popolo id without "person/": the same rule as PersonIdSchema. */
export const PERSON_URL_ID_PATTERN = /^[a-z0-9][a-z0-9.-]*$/;
export function isPersonUrlId(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= 200 && PERSON_URL_ID_PATTERN.test(value);
}

/** "2012-01-24" → "24 January 2012"; "2012-01" → "January 2012"; "2012" → "2012" (a Popolo date says no more than its source). */
export function formatPopoloDate(date: string): string {
  const [year, month, day] = date.split('-');
  const monthName = month ? MONTH_NAMES[Number(month) - 1] : undefined;
  if (!monthName) return year ?? date;
  return day ? `${Number(day)} ${monthName} ${year}` : `${monthName} ${year}`;
}
