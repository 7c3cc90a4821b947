/**
 * Which Parliament and session of Ghana's Fourth Republic a sitting date falls in. The Official
 * Report's cover prints this in full only on the first number of a volume ("IN THE SECOND MEETING
 * OF THE FOURTH SESSION OF THE FIFTH PARLIAMENT"); the daily numbers print "FIRST MEETING, 2012".
 *
 * Why a date is enough: a Parliament sits for four years from its first sitting on 7 January
 * (Constitution, art. 113; the periods in data/people/popolo.json: Fifth 2009-01-07 to 2013-01-06,
 * Sixth from 2013-01-07 …), and each session is one year opened in January, so the cover of
 * 15 May 2012 prints the Fourth Session of the Fifth Parliament.
 */

const FIRST_PARLIAMENT_YEAR = 1993;
const TERM_YEARS = 4;
const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Eleventh', 'Twelfth'];

export interface ParliamentSession {
  /** 1 for the First Parliament of the Fourth Republic (1993). */
  parliament: number;
  /** 1–4: the session within that Parliament. */
  session: number;
}

/** The Parliament and session of an ISO date, or null outside the Fourth Republic's known range. */
export function parliamentSessionOf(isoDate: string): ParliamentSession | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // 1–6 January still belongs to the year before: a new session (and Parliament) opens on the 7th.
  const sessionYear = month === 1 && day < 7 ? year - 1 : year;
  const yearsIn = sessionYear - FIRST_PARLIAMENT_YEAR;
  if (yearsIn < 0) return null;
  const parliament = Math.floor(yearsIn / TERM_YEARS) + 1;
  if (parliament > ORDINALS.length) return null;
  return { parliament, session: (yearsIn % TERM_YEARS) + 1 };
}

/** "First" … "Twelfth" for 1–12. */
export function ordinalWord(n: number): string {
  return ORDINALS[n - 1] ?? String(n);
}

/** The ordinal word's number ("fourth" → 4), or null. */
export function ordinalNumber(word: string): number | null {
  const i = ORDINALS.findIndex((o) => o.toLowerCase() === word.toLowerCase());
  return i < 0 ? null : i + 1;
}
