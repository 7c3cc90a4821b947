/**
 * How far a post known only on one date (`known_on`) is trusted. The 5th Parliament's leaders and
 * ministers are those printed in the Official Report of 24 January 2012: trusted for sittings of the
 * same session of the same Parliament (the parliamentary year opened on 7 January; see
 * parliament-session.ts), so 2012's sittings, not August 2011's. Ghana's reshuffles fall between and
 * within years, and a wrong Minister is worse than none. Outside that session such a post is used only
 * when a label names both the office and the person ("Deputy Minister for Finance (Mr Seth Terkpeh)"):
 * the record itself then says who held it.
 */
import { parliamentSessionOf } from './parliament-session.js';
import type { RosterPerson, RosterPost } from './sitting-roster.js';

export function postTrustedOn(post: RosterPost, date: string): boolean {
  if (!post.knownOn) return true;
  const a = parliamentSessionOf(post.knownOn);
  const b = parliamentSessionOf(date);
  return a !== null && b !== null && a.parliament === b.parliament && a.session === b.session;
}

/** A seat, or a post trusted that day: someone any label may be attributed to. */
export const sittingThatDay = (person: RosterPerson, date: string): boolean => person.seats.length > 0 || person.posts.some((p) => postTrustedOn(p, date));
