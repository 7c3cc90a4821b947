import { MONTH_NAMES } from '@kakyere/contract';
import type { Speaker } from '../../../official-report/parsed-sitting.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "2011-08-24" as "24 August 2011" (or with its weekday); null for a missing or malformed date. */
export function formatDate(iso: string | null, withWeekday = false): string | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const text = `${day} ${MONTH_NAMES[month - 1]} ${year}`;
  if (!withWeekday) return text;
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${text}`;
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'between']);

/**
 * Title-ish case for a heading or phrase: capitalises ordinary words, leaves small words lower
 * case (except first), and keeps acronyms and mixed-case names as printed ("COCOBOD", "e-Zwich",
 * "GoG"). A heading printed all in capitals is lowered first, keeping bracketed acronyms ("(GMA)").
 */
export function titleCase(text: string): string {
  // A single capitalised word is an acronym ("COCOBOD"), not a shouted heading.
  const allCaps = text === text.toUpperCase() && /[A-Z]{3}/.test(text) && /\s/.test(text.trim());
  return text
    .split(/(\s+)/)
    .map((word, i) => {
      if (/^\s+$/.test(word) || word.length === 0) return word;
      if (allCaps && /^\([A-Z]{2,8}\)[.,;:]?$/.test(word)) return word;
      const w = allCaps ? word.toLowerCase() : word;
      if (!allCaps && (/[A-Z].*[A-Z]/.test(w) || /^[a-z]+-[A-Z]/.test(w) || /^[a-z]-/.test(w))) return w;
      const bare = w.toLowerCase().replace(/[^a-z]/g, '');
      if (i > 0 && SMALL_WORDS.has(bare)) return w.toLowerCase();
      return w.replace(/^([^A-Za-z]*)([a-z])/, (_, lead: string, c: string) => lead + c.toUpperCase());
    })
    .join('');
}

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.replace(/^(\W*)(\p{Ll})/u, (_, lead: string, c: string) => lead + c.toUpperCase());
}

/** Clips at a word boundary to at most `max` characters, marking the cut with an ellipsis. */
export function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, cut > max / 2 ? cut : max - 1).replace(/[\s,;:(-]+$/, '')}…`;
}

/**
 * How a summary names a speaker: "the Minister for Communications (Alhaji Haruna Iddrisu)",
 * "Mr Isaac Osei", or the label as printed when the parser could not split it.
 */
export function speakerPhrase(speaker: Speaker): string {
  const person = speaker.name ? [speaker.honorific, speaker.name].filter(Boolean).join(' ') : null;
  if (speaker.role && person) return `the ${speaker.role} (${person})`;
  if (speaker.role) return `the ${speaker.role.replace(/^(?:Mr|Madam|Mrs)\s+/, '')}`;
  if (person) return person;
  return speaker.label.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

/** "Mr First Deputy Speaker" / "MADAM SPEAKER" as "the First Deputy Speaker" / "the Speaker". */
export function presidingPhrase(officer: string): string {
  const role = titleCase(officer.replace(/\s+/g, ' ').trim()).replace(/^(?:Mr|Madam|Mrs|Rt\.? Hon\.?|The)\s+/i, '');
  return `the ${role}`;
}

/** "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
