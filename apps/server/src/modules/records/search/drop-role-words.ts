import { isNameNotWord } from './english-words.js';
import type { ParsedSearch, SearchTerm } from './parse-search-query.js';

// Words that say who someone is in the House, not what was said: "Ketu North MP", "Hon Avedzi".
const ROLE_WORDS: ReadonlySet<string> = new Set(['mp', 'mps', 'member', 'hon', 'honourable', 'honorable', 'parliamentarian', 'legislator', 'lawmaker']);
// "Member of Parliament for Ketu North": Parliament is part of the role only beside "member".
const ROLE_WITH_MEMBER = 'parliament';

/**
 * A search of a Member or a constituency with the words of their role ("Ketu North MP", "MP for
 * Nabdam", "Hon Avedzi tax waiver") is a search of that Member: the role words are left out, as a
 * reader means them, and the rest is searched as any name (and topic) is. Kept when nothing else
 * typed is a name (other than an English word) or a whole constituency: "MPs salaries" and "new MPs
 * sworn in" are about MPs, "Bia MP" and "Ada MP" about the Member for Bia and for Ada. `isPlace`
 * takes a place's words folded and separated by one space.
 */
export function dropRoleWords(parsed: ParsedSearch, isName: (word: string) => boolean, isPlace: (words: string) => boolean = () => false): ParsedSearch {
  const single = (term: SearchTerm) => (term.parts.length === 1 ? term.parts[0]! : undefined);
  const hasMember = parsed.terms.some((term) => single(term) === 'member');
  const isRole = (term: SearchTerm) => {
    const word = single(term);
    return word !== undefined && (ROLE_WORDS.has(word) || (hasMember && word === ROLE_WITH_MEMBER));
  };
  const rest = parsed.terms.filter((term) => !isRole(term));
  if (rest.length === parsed.terms.length || rest.length === 0) return parsed;
  if (!rest.some((term) => isNameNotWord(term.parts, isName) || isPlace(term.parts.join(' ')))) return parsed;
  return { ...parsed, terms: rest };
}
