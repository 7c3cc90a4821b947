/**
 * An office printed in a label ("Minister for Health", "Deputy Minister for Finance", "Upper East
 * Regional Minister", "Majority Leader") against the posts the roster's people held that day
 * ("Minister, Health"; role and portfolio). The label's words must all be the post's, and both must
 * agree on rank ("Deputy", "Regional", "Chief", "1st"…), so a Minister is never taken for a Deputy.
 */
import { foldText } from './fold-person-name.js';
import { postTrustedOn } from './post-trust.js';
import type { IndexedPerson, RosterIndex } from './roster-index.js';
import type { RosterPost } from './sitting-roster.js';

const FILLER = new Set(['for', 'of', 'the', 'and', 'on', 'in', 'to', 'hon', 'region', 'ministry']);
const RANK = new Set(['deputy', 'regional', 'state', 'chief', 'majority', 'minority', 'first', 'second', '1st', '2nd', 'whip', 'leader', 'minister', 'speaker']);

const words = (s: string): string[] => foldText(s).split(' ').filter((w) => w !== '' && !FILLER.has(w));
const rankOf = (ws: string[]): string => ws.filter((w) => RANK.has(w)).sort().join(' ');

// Each sitting asks about the same few posts and printed offices hundreds of times: fold each once.
const heldWords = new WeakMap<RosterPost, string[]>();
const printedWords = new Map<string, string[]>();

export function postWords(post: RosterPost): string[] {
  let out = heldWords.get(post);
  if (!out) heldWords.set(post, (out = words(`${post.role} ${post.portfolio ?? ''}`)));
  return out;
}

function roleWords(role: string): string[] {
  let out = printedWords.get(role);
  if (!out) {
    // Printed offices are a small vocabulary; a bound keeps a long-running server's memory flat all the same.
    if (printedWords.size > 5000) printedWords.clear();
    printedWords.set(role, (out = words(role)));
  }
  return out;
}

export function roleMatchesPost(role: string, post: RosterPost): boolean {
  const label = roleWords(role);
  const held = postWords(post);
  if (label.length === 0 || rankOf(label) !== rankOf(held)) return false;
  const set = new Set(held);
  return label.every((w) => set.has(w));
}

/** "Minister for Health" for the post (Minister, Health); "Majority Leader" for one without portfolio. */
export const postTitle = (post: RosterPost): string => (post.portfolio ? `${post.role} for ${post.portfolio}` : post.role);

/** The people holding a post the role names, with the post: trusted that day, or (`anyKnown`) known in this Parliament. */
export function postHolders(index: RosterIndex, role: string, anyKnown = false): { person: IndexedPerson; post: RosterPost }[] {
  const out: { person: IndexedPerson; post: RosterPost }[] = [];
  for (const p of index.persons) {
    const post = p.person.posts.find((q) => roleMatchesPost(role, q) && (anyKnown || postTrustedOn(q, index.date)));
    if (post) out.push({ person: p, post });
  }
  return out;
}
