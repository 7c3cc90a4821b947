import type { ParsedSearch, SearchTerm } from './parse-search-query.js';
import { typingDistance } from './typing-distance.js';

/** A Member's initials with the name typed after them, and their first name: "jb", "aidoo", "joseph". */
export interface InitialsKey {
  initials: string;
  name: string;
  first: string;
}

/** How a name can be typed with initials: "JB Aidoo" for Joseph Boahen Aidoo (two or three first names, before the next name or the last). */
export function initialKeys(foldedName: string): InitialsKey[] {
  const words = foldedName.split(' ').filter((word) => word.length > 1);
  const keys = new Map<string, InitialsKey>();
  for (let k = 2; k <= Math.min(3, words.length - 1); k += 1) {
    const initials = words.slice(0, k).map((word) => word[0]).join('');
    for (const name of [words[k]!, words.at(-1)!]) keys.set(`${initials} ${name}`, { initials, name, first: words[0]! });
  }
  return [...keys.values()];
}

/** Members' initials → the names typed after them → those Members' first names. */
export type MemberInitials = ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>;

export interface WithInitials {
  parsed: ParsedSearch;
  /** The Members' initials and names the search gave ("jb aidoo"). */
  named: string[];
}

/**
 * A Member's initials typed together before their name ("ET Mensah", "KT Hammond", even "JB Aido"):
 * the record prints "E. T. Mensah" or the full name, never "et". They are searched as the Member's
 * first name, which every speech attributed to them holds ("Enoch Mensah", not every Mensah), or
 * left out when Members of those initials and name have different first names. Only capitals that
 * are a Member's initials before that name (one slip away at most): "NDC Bagbin" keeps its party.
 */
export function expandInitials(parsed: ParsedSearch, typed: string, initials: MemberInitials): WithInitials {
  const capitals = new Set([...typed.matchAll(/(?<![\p{L}\p{N}])\p{Lu}{2,3}(?![\p{L}\p{N}])/gu)].map(([letters]) => letters.toLowerCase()));
  const single = (i: number) => (parsed.terms[i]?.parts.length === 1 ? parsed.terms[i]!.parts[0] : undefined);
  const named: string[] = [];
  const terms = parsed.terms.flatMap((term, i): SearchTerm[] => {
    const [word, next] = [single(i), single(i + 1)];
    const names = word && next && capitals.has(word) ? initials.get(word) : undefined;
    if (!word || !next || !names) return [term];
    const name = names.has(next) ? next : [...names.keys()].find((candidate) => typingDistance(next, candidate) <= 1);
    if (!name) return [term];
    named.push(`${word} ${name}`);
    const firsts = [...names.get(name)!];
    return firsts.length === 1 ? [{ parts: [firsts[0]!] }] : [];
  });
  return { parsed: named.length === 0 ? parsed : { ...parsed, terms }, named };
}
