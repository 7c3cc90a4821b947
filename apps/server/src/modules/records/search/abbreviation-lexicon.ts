import { asc, desc } from 'drizzle-orm';
import { searchAbbreviations, type Database } from '@kakyere/db';
import { ENGLISH_STOP_WORDS } from './english-stop-words.js';
import { isEnglishWord } from './english-words.js';
import { readAtMostEvery } from './read-at-most-every.js';
import type { ParsedSearch } from './parse-search-query.js';

/** The short forms the record defines, both ways: "cocobod" → [cocoa board], "cocoa board" → [cocobod]. */
export interface AbbreviationLexicon {
  longForms: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Keyed by the long form's words without small words ("ministry finance economic planning"). */
  shortForms: ReadonlyMap<string, readonly string[]>;
}

// A short form defined for more long forms than this is mostly noise beyond the commonest.
const LONG_FORMS_PER_SHORT = 3;

async function readLexicon(db: Database): Promise<AbbreviationLexicon> {
  const rows = await db.select().from(searchAbbreviations).orderBy(desc(searchAbbreviations.speeches), asc(searchAbbreviations.short), asc(searchAbbreviations.long));
  const longForms = new Map<string, string[][]>();
  const shortForms = new Map<string, string[]>();
  for (const row of rows) {
    const words = row.long.split(' ');
    const longs = longForms.get(row.short) ?? longForms.set(row.short, []).get(row.short)!;
    if (longs.length < LONG_FORMS_PER_SHORT) longs.push(words);
    const content = contentKey(words);
    if (content) {
      const shorts = shortForms.get(content) ?? shortForms.set(content, []).get(content)!;
      if (!shorts.includes(row.short)) shorts.push(row.short);
    }
  }
  return { longForms, shortForms };
}

// Read once a minute at most, like the name words: a sitting stored shows within that.
export const abbreviationLexicon = readAtMostEvery(60_000, readLexicon);

function contentKey(words: readonly string[]): string | undefined {
  const content = words.filter((word) => !ENGLISH_STOP_WORDS.has(word));
  return content.length >= 2 ? content.join(' ') : undefined;
}

/** A short form searched for a long one typed, or a long form for a short one. */
export interface AbbreviationUsed {
  typed: string;
  searched: string;
  as: 'short-form' | 'long-form';
}

/**
 * Other ways the record says a searched word, by its abbreviations: a short form typed ("COCOBOD",
 * "nhis") is also searched as the long forms the record defines for it, and words typed that spell
 * a long form ("cocoa board") are each also searched as its short form. A short form typed in lower
 * case that is an English word or a name ("who", "ama") is taken as that word. `alternatives` are
 * keyed by the term's place in the search.
 */
export function abbreviationAlternatives(
  parsed: ParsedSearch,
  typed: string,
  lexicon: AbbreviationLexicon,
  isName: (word: string) => boolean,
): { alternatives: Map<number, string[][]>; used: AbbreviationUsed[] } {
  const capitals = new Set([...typed.matchAll(/[A-Za-z]+/g)].flatMap(([word]) => (word.replace(/[^A-Z]/g, '').length >= 2 ? [word.toLowerCase()] : [])));
  const alternatives = new Map<number, string[][]>();
  const used: AbbreviationUsed[] = [];
  const add = (i: number, words: string[]) => (alternatives.get(i) ?? alternatives.set(i, []).get(i)!).push(words);
  const single = parsed.terms.map((term) => (term.parts.length === 1 ? term.parts[0]! : undefined));
  single.forEach((word, i) => {
    if (!word) return;
    const longs = lexicon.longForms.get(word);
    if (!longs || (!capitals.has(word) && (isEnglishWord(word) || isName(word)))) return;
    for (const long of longs) {
      add(i, [...long]);
      used.push({ typed: word, searched: long.join(' '), as: 'long-form' });
    }
  });
  for (let start = 0; start < single.length; start += 1) {
    for (let end = start + 2; end <= single.length; end += 1) {
      const words = single.slice(start, end);
      if (words.some((w) => w === undefined)) break;
      const shorts = lexicon.shortForms.get(words.join(' '));
      for (const short of shorts ?? []) {
        for (let i = start; i < end; i += 1) add(i, [short]);
        used.push({ typed: words.join(' '), searched: short, as: 'short-form' });
      }
    }
  }
  return { alternatives, used };
}
