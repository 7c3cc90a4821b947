/**
 * The roster arranged for looking names up: every name a person is known by (their name, the
 * source's other names, editors' aliases) as folded words, and an index from word to person, so a
 * speech is matched against the few people sharing a word with its label rather than the whole House.
 */
import { distance } from 'fastest-levenshtein';
import { foldText, isInitialToken, nameTokens } from './fold-person-name.js';
import { sittingThatDay } from './post-trust.js';
import type { SittingRoster } from './sitting-roster.js';
import type { RosterPerson } from './sitting-roster.js';

export interface NameForm {
  tokens: string[];
  /** Words that are part of a hyphenated name ("Amoako" of "Amoako-Attah"): not a surname on their own. */
  compound: Set<string>;
  /** The person's own name, not an alias. */
  primary: boolean;
}

export interface IndexedPerson {
  person: RosterPerson;
  forms: NameForm[];
  /** Every word of every form. */
  words: Set<string>;
  /** Folded constituency names of the seats held that day. */
  areas: string[];
  /** A seat or a trusted post that day: any label may name them. Otherwise only "Office (Name)" with that office. */
  sitting: boolean;
}

export interface RosterIndex {
  date: string;
  persons: IndexedPerson[];
  byId: Map<string, IndexedPerson>;
  byWord: Map<string, IndexedPerson[]>;
}

export function indexRoster(roster: SittingRoster): RosterIndex {
  const persons: IndexedPerson[] = roster.persons.map((person) => {
    const forms: NameForm[] = [];
    const seen = new Set<string>();
    for (const [i, name] of [person.name, ...person.aliases].entries()) {
      const tokens = nameTokens(name);
      const key = tokens.join(' ');
      if (tokens.length === 0 || seen.has(key)) continue;
      seen.add(key);
      const compound = new Set(name.split(/\s+/).filter((w) => /\p{L}-+\p{L}/u.test(w)).flatMap((w) => nameTokens(w)));
      forms.push({ tokens, compound, primary: i === 0 });
    }
    const words = new Set(forms.flatMap((f) => f.tokens.filter((t) => !isInitialToken(t))));
    const areas = person.seats.flatMap((s) => [s.area, ...s.areaOtherNames]).map(foldArea).filter((a) => a !== '');
    return { person, forms, words, areas: [...new Set(areas)], sitting: sittingThatDay(person, roster.date) };
  });
  const byWord = new Map<string, IndexedPerson[]>();
  for (const p of persons) {
    for (const w of p.words) {
      const list = byWord.get(w) ?? [];
      list.push(p);
      byWord.set(w, list);
    }
  }
  return { date: roster.date, persons, byId: new Map(persons.map((p) => [p.person.id, p])), byWord };
}

/** "Esikadu-Ketan", "ESSIKADO KETAN", "Essikado/Ketan" → letters only, one space between words. */
export const foldArea = (s: string): string => foldText(s);

/** Letters a printed constituency may lose to OCR ("AWin" for Awin, "Esikadu Ketan" for Essikado-Ketan): one in six. */
const areaDistance = (printed: string, area: string): number => {
  const p = printed.replace(/ /g, '');
  const a = area.replace(/ /g, '');
  if (p === a) return 0;
  return p.length >= 5 ? distance(p, a) : Infinity;
};

/**
 * The people sitting that day whose constituency the printed one names: those nearest to it, within
 * the OCR allowance, so "Forest East" is never "Forest West" when both exist. Null when the roster
 * knows no such constituency (an old name, heavy OCR): the label's seat then says nothing.
 */
export function seatHolders(index: RosterIndex, printed: string): Set<IndexedPerson> | null {
  const allowance = Math.floor(printed.replace(/ /g, '').length / 6);
  let best = Infinity;
  let holders: IndexedPerson[] = [];
  for (const p of index.persons) {
    if (!p.sitting) continue;
    const d = Math.min(...p.areas.map((a) => areaDistance(printed, a)));
    if (d > allowance || d > best) continue;
    if (d < best) [best, holders] = [d, []];
    holders.push(p);
  }
  return holders.length > 0 ? new Set(holders) : null;
}
