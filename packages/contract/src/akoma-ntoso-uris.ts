// Where the Akoma Ntoso documents are (issue 31), as plain values (no zod) so the server's modules
// and the web app spell the addresses one way. The rules are the OASIS naming convention (AKN-NC
// v1.0): /akn/{country}/{type}/{date or year}/{number}/{language}@{version}/main.xml.

export const AKN_CONTENT_TYPE = 'application/akn+xml';
export const AKN_COUNTRY = 'gh';
/** ISO 639-2 (AKN-NC uses three letters): every record Kakyerɛ holds is in English. */
export const AKN_LANGUAGE = 'eng';

export type AknDocumentType = 'debate' | 'act' | 'bill';

/**
 * A document's work: its type, the date (a debate: YYYY-MM-DD) or year (an act or bill: YYYY) and
 * its number. A debate's number is absent for the first sitting of its date (see debateWork).
 */
export interface AknWork {
  type: AknDocumentType;
  date: string;
  number?: string;
}

/** "/akn/gh/debate/2012-02-02", "/akn/gh/act/2019/989", "/akn/gh/bill/2031/lagoon-fisheries-bill-2031". */
export function aknWorkUri(work: AknWork): string {
  const number = work.number ? `/${work.number}` : '';
  return `/akn/${AKN_COUNTRY}/${work.type}/${work.date}${number}`;
}

/** The English expression as the text stands: "@" with no date (the version Kakyerɛ holds now). */
export const aknExpressionUri = (work: AknWork): string => `${aknWorkUri(work)}/${AKN_LANGUAGE}@`;

/** The XML manifestation, which /akn/… serves: "/akn/gh/debate/2012-02-02/eng@/main.xml". */
export const aknDocumentPath = (work: AknWork): string => `${aknExpressionUri(work)}/main.xml`;

/**
 * The debate of the `ordinal`-th sitting (from 1) of its date among those with speeches, ordered by
 * sitting id: the first is /akn/gh/debate/{date}/…, a later one on the same date carries its ordinal
 * as the work's number (/akn/gh/debate/{date}/2/…).
 */
export function debateWork(date: string, ordinal: number): AknWork {
  return ordinal > 1 ? { type: 'debate', date, number: String(ordinal) } : { type: 'debate', date };
}

/** "Right to Information Act, 2019 (Act 989)" → { year: '2019', number: '989' }; null when the title names no Act. */
export function actOfTitle(title: string | null): { year: string; number: string } | null {
  const match = title ? /\b(\d{4})\s*\(Act\s+(\d+)\)/i.exec(title) : null;
  return match ? { year: match[1]!, number: String(Number(match[2])) } : null;
}

export interface BillTextFacts {
  billId: string;
  /** The stored text's first line: "… Act, 2019 (Act 989)" for an enacted text, "… Bill, 2031" for a bill. */
  textTitle: string | null;
  introductionDate: string | null;
  /** When the text was imported (any ISO date or timestamp): the year of last resort. */
  importedAt: string;
}

/**
 * What a stored bill text is published as: an `act` (/akn/gh/act/{year}/{Act number}) when its
 * title names an Act and its year, as enacted texts print them; otherwise a `bill`
 * (/akn/gh/bill/{year}/{bill id}), numbered by the bill's id (bills carry no reliable printed
 * number) in the year its title prints, else the year its id ends in, else its introduction's,
 * else its import's.
 */
export function billTextWork(facts: BillTextFacts): AknWork {
  const act = actOfTitle(facts.textTitle);
  if (act) return { type: 'act', date: act.year, number: act.number };
  const year =
    lastYear(facts.textTitle ?? '') ?? /-(\d{4})(?:-|$)/.exec(facts.billId)?.[1] ?? facts.introductionDate?.slice(0, 4) ?? facts.importedAt.slice(0, 4);
  return { type: 'bill', date: year, number: facts.billId };
}

const lastYear = (text: string): string | undefined => [...text.matchAll(/\b(1[89]\d\d|2\d\d\d)\b/g)].at(-1)?.[1];
