import { wordsPattern, yearPattern } from './ocr-patterns.js';

/**
 * Bill names as Ghana prints them and as analyses write them: "Title Bill, YYYY". Their shape,
 * title and year apart, the keys that tell two names are one bill, and the pattern that finds a
 * known bill in OCR'd text live here, so ingestion, the engines and the evaluation agree. Reading
 * names out of free text is find-bill-names.
 */

export interface BillName {
  /** The title before " Bill", e.g. "Ghana Maritime Authority (Amendment)"; a leading "The" is kept. */
  title: string;
  year: string;
}

/** Splits a normalised "Title Bill, YYYY" (spacing aside); null when it is not in that form. */
export function splitBillName(name: string): BillName | null {
  const m = /^(.+?)\s+Bill,\s*(\d{4})$/.exec(name.trim());
  return m ? { title: m[1]!, year: m[2]! } : null;
}

/**
 * Splits a name a line break or a column marker may have cut ("(Amendment) Bill, 2011", "Bill,
 * 2011", "HealthBill, 2011"): the title may be empty or run into "Bill"; the year is 19xx or 20xx.
 */
export function splitCutBillName(name: string): BillName | null {
  const m = /^(.*?)\s*Bill,\s*((?:19|20)\d{2})$/.exec(name.trim());
  return m ? { title: m[1]!, year: m[2]! } : null;
}

/**
 * Splits the year off a name whose year a line break may have lost ("Customs Bill," with 2011 on
 * the next line): the name keeps "Bill"; the year is null when none is printed.
 */
export function splitBillYear(name: string): { name: string; year: string | null } {
  const m = /^(.*?)[\s,]*(\d{4})?\s*$/.exec(name.trim());
  return { name: m?.[1] ?? name, year: m?.[2] ?? null };
}

const WHOLE_BILL_NAME = /^(?:The\s+)?[A-Z][A-Za-z’'&.,-]*(?:\s+(?:[A-Z][A-Za-z’'&.,/-]*|\([A-Za-z0-9 .,’'&/-]+\)|of|and|the|for|on|to|in|by|with|de|du))*\s+Bill,\s+(?:19|20)\d{2}$/;

/**
 * Whether a name is "Title Bill, YYYY" with the whole title: it starts with a capitalised word,
 * its brackets balance and its year is whole, so "(Amendment) Bill, 2031" (cut at a line break) is not.
 */
export function isWholeBillName(name: string): boolean {
  const count = (re: RegExp) => (name.match(re) ?? []).length;
  const balanced = count(/\(/g) === count(/\)/g) && count(/“/g) === count(/”/g);
  return WHOLE_BILL_NAME.test(name) && balanced && !/^\(|^(?:The\s+)?Bill,/.test(name);
}

const BILL_NAME_IN_PROSE = /\b[A-Z][\w’'&(),.-]*(?:\s+(?:[A-Z(][\w’'&(),.-]*|of|and|the|for|on|to|in|by|with))*\s+Bill,\s+(?:19|20)\d{2}\b/g;

/**
 * "… Bill, YYYY" names written in clean prose (an analysis's own sentences), a leading "The"
 * included; the record's OCR'd text needs find-bill-names instead.
 */
export function billNamesInProse(text: string): string[] {
  return text.match(BILL_NAME_IN_PROSE) ?? [];
}

/**
 * The key for "the same bill name": lower case, without a leading "The", spaces or punctuation
 * ("Internal Revenue (Amendment)(No.2) Bill, 2011" is "Internal Revenue (Amendment) (No. 2) Bill,
 * 2011"). For linking a name to a bill record, matching the ground truth, and telling a name repeated.
 */
export function billNameKey(name: string): string {
  return name.toLowerCase().replace(/^the\s+/, '').replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The key for "about the same bill", year aside, from a bill or a heading about one: the title's
 * letters before "Bill", lower case, without list numbering, a leading "the" or a "Report ... on
 * the" lead-in. "ii) The Ghana Shipping (Amendment) Bill, 2011" and "Ghana Shipping (Amendment)
 * Bill, 2011" are one bill; so are a title and a fragment it ends with (compare with endsWith).
 */
export function billTitleKey(text: string): string {
  let before = (text.toLowerCase().split(/bill\b/)[0] ?? '').replace(/^\W*\(?[ivx]+\)\s*/, '');
  if (/^\W*report/.test(before)) before = before.replace(/^.*\bon\s+the\s+/, '');
  return before.replace(/^\W*the\s+/, '').replace(/[^a-z]/g, '');
}

/**
 * The key for mending a title OCR or a line break broke: its letters and digits however its words
 * were split ("Spec ial" is "Special"), lower case, brackets kept so "(Amendment)" does not pass for
 * "Amendment"; a leading "The" counts, so a title printed with one is not the same print without.
 */
export function billLettersKey(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9()]/g, '');
}

/** Finds "[The] Title Bill, YYYY" as printed despite OCR, year optional when `yearOptional`; null for a name not in that form. */
export function billRegExp(bill: string, yearOptional = false): RegExp | null {
  const name = splitBillName(bill);
  if (!name) return null;
  const title = wordsPattern(name.title.replace(/^the\s+/i, ''));
  const year = `\\s*,?\\s*${yearPattern(name.year)}`;
  return new RegExp(`(?:\\bthe\\s+)?${title}\\s*Bill${yearOptional ? `(?:${year})?` : year}`, 'gi');
}
