/**
 * Who could speak in a sitting on a given date: the Members with a seat that day and the holders of
 * a post that day (Speaker, leaders, ministers), as speaker attribution (resolve-speakers.ts) reads
 * them. Built from the people tables (records/people/load-sitting-roster.ts) or straight from a Popolo
 * file (records/people/popolo-sitting-roster.ts); nothing here knows where it came from.
 */

export interface RosterSeat {
  /** The constituency's name, e.g. "Sunyani West". */
  area: string;
  /** Other spellings of the constituency (the source's capitals, older names). */
  areaOtherNames: string[];
  /** The party's short name ("NDC", "NPP") when known, else its name; null when the source gives none. */
  party: string | null;
}

export interface RosterPost {
  /** "Speaker", "First Deputy Speaker", "Majority Leader", "Minister", "Deputy Minister", … */
  role: string;
  /** As the source labels it, e.g. "Minister, Health". */
  label: string;
  /** "Health", "Upper East Region"; null for posts without one. */
  portfolio: string | null;
  /**
   * Set when the source knows the post only on this date (no start or end). Such a post is trusted
   * within the same session of Parliament (post-held-on.ts); further off, only for a label that names
   * both the office and the person. Absent or null: dated, and the dates cover the sitting.
   */
  knownOn?: string | null;
}

export interface RosterPerson {
  id: string;
  name: string;
  /** Every other name the person is known by: the source's other names and editors' aliases. */
  aliases: string[];
  seats: RosterSeat[];
  posts: RosterPost[];
  /** 'female' | 'male' when the source says, else null: "Madam Speaker" is never a man. */
  gender?: string | null;
}

/**
 * Everyone with a seat that day, everyone holding a post that day, and the holders of posts known
 * only on another date of the same Parliament (their `knownOn` says so; see RosterPost).
 */
export interface SittingRoster {
  date: string;
  persons: RosterPerson[];
  /** true when a legislative period covers the date but the roster is known to be partial (8th, 9th) */
  partial: boolean;
}
