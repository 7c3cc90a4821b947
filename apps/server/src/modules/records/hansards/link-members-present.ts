import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { personUrlId, type Hansard } from '@kakyere/contract';
import { legislativePeriods, memberships, personAliases, persons, type DbExecutor } from '@kakyere/db';
import { normalizePersonName } from '../people/people-rows.js';

export type MemberPresentLink = Hansard['mps_present_people'][number];

/** Someone who held a seat or a post on the sitting's day, with every name they are known by. */
export interface RosterPerson {
  id: string;
  name: string;
  names: readonly string[];
}

/**
 * How two names are compared: case, accents, full stops, hyphens and spacing ignored
 * ("Mr Osei Kyei-Mensah-Bonsu" and "osei kyei mensah bonsu" are one name). Nothing else is
 * forgiven: initials, a missing first name or a misspelling do not match.
 */
export function foldName(name: string): string {
  return normalizePersonName(name.replace(/[-‐‑‒–—]/g, ' '));
}

// Titles the editors' lists put before a name; "Papa" and "Nana" are often part of the name itself, so they stay.
const TITLE =
  /^(?:Rt\.?\s+Hon\.?|Hon(?:ourable)?\.?|Mr|Mrs|Ms|Miss|Madam|Dr|Prof(?:essor)?|Emeritus|Rev(?:erend|d)?|Very|Alhaji|Alhaja|Hajia|Justice|Sir|Ing|Maj(?:or)?|Col(?:onel)?|Capt(?:ain)?|Brig(?:adier)?|Gen(?:eral)?|Lt)\.?(?:\s*\(\s*Emeritus\s*\))?\s+/i;

/**
 * The names a printed entry may be, most literal first: "Mr Cletus A. Avoka (Majority Leader)" →
 * "Mr Cletus A. Avoka", "Cletus A. Avoka". The office or seat in brackets at the end is not a name.
 */
export function nameCandidates(printed: string): string[] {
  let name = printed.replace(/\s*\([^()]*\)\s*$/, '').trim();
  const candidates = [name];
  for (let m = TITLE.exec(name); m && m[0].length < name.length; m = TITLE.exec(name)) {
    name = name.slice(m[0].length).trim();
    candidates.push(name);
  }
  return candidates;
}

/**
 * Links each printed name to the one person on the day's roster it names, conservatively: the
 * first form of it (nameCandidates) that matches anyone decides, and it must match exactly one
 * person, by their name or an alias. Two people of that name, or none, leave it unlinked.
 */
export function linkNames(printed: readonly string[], roster: readonly RosterPerson[]): MemberPresentLink[] {
  const byName = new Map<string, Set<RosterPerson>>();
  for (const person of roster) {
    for (const name of [person.name, ...person.names]) {
      const key = foldName(name);
      if (!key) continue;
      const found = byName.get(key) ?? new Set<RosterPerson>();
      found.add(person);
      byName.set(key, found);
    }
  }
  return printed.map((name) => {
    for (const candidate of nameCandidates(name)) {
      const found = byName.get(foldName(candidate));
      if (!found) continue;
      const [only] = found;
      return { name, person: found.size === 1 && only ? { id: personUrlId(only.id), name: only.name } : null };
    }
    return { name, person: null };
  });
}

/** Popolo dates may be partial ("2012", "2012-03"): a day is within one when it starts with it or lies beyond. */
const onOrAfter = (date: string, start: string | null) => start === null || date.slice(0, start.length) >= start;
const onOrBefore = (date: string, end: string | null) => end === null || date.slice(0, end.length) <= end;

/** What a roster is read from: memberships with their Parliament's dates, and the people's names. */
export interface RosterSource {
  held: { personId: string; role: string; start: string | null; end: string | null; periodId: string | null; periodStart: string | null; periodEnd: string | null }[];
  people: { id: string; name: string }[];
  aliases: { personId: string; name: string }[];
}

/**
 * The memberships that may hold on `date`, or every one when no date is given (a bulk export links
 * every sitting from one read), with the names of the people who hold them.
 */
export async function selectRosterSource(db: DbExecutor, date?: string): Promise<RosterSource> {
  const held = await db
    .select({
      personId: memberships.personId,
      role: memberships.role,
      start: memberships.startDate,
      end: memberships.endDate,
      periodId: memberships.legislativePeriodId,
      periodStart: legislativePeriods.startDate,
      periodEnd: legislativePeriods.endDate,
    })
    .from(memberships)
    .leftJoin(legislativePeriods, eq(legislativePeriods.id, memberships.legislativePeriodId))
    .where(
      date === undefined
        ? undefined
        : and(
            or(isNull(legislativePeriods.startDate), lte(legislativePeriods.startDate, date)),
            or(isNull(legislativePeriods.endDate), gte(legislativePeriods.endDate, date)),
          ),
    );
  const list = [...new Set(held.map((m) => m.personId))];
  if (list.length === 0) return { held, people: [], aliases: [] };
  const everyone = date === undefined;
  const [people, aliases] = await Promise.all([
    db.select({ id: persons.id, name: persons.name }).from(persons).where(everyone ? undefined : inArray(persons.id, list)),
    db.select({ personId: personAliases.personId, name: personAliases.name }).from(personAliases).where(everyone ? undefined : inArray(personAliases.personId, list)),
  ]);
  return { held, people, aliases };
}

/**
 * Who held a seat (a 'member' membership in the Parliament sitting that day, within the
 * membership's own dates when it has them) or a post on `date` (YYYY-MM-DD). A post with no dates
 * counts for its Parliament's term; one with neither is left out. Popolo dates are text, compared as
 * text (as the database compares them).
 */
export function rosterOn(date: string, source: RosterSource): RosterPerson[] {
  const ids = new Set<string>();
  for (const m of source.held) {
    if (m.periodStart !== null && m.periodStart > date) continue;
    if (m.periodEnd !== null && m.periodEnd < date) continue;
    if (!onOrAfter(date, m.start) || !onOrBefore(date, m.end)) continue;
    const seat = m.role === 'member' && m.periodId !== null;
    const post = m.role !== 'member' && (m.periodId !== null || m.start !== null || m.end !== null);
    if (seat || post) ids.add(m.personId);
  }
  if (ids.size === 0) return [];
  const names = new Map<string, string[]>();
  for (const alias of source.aliases) {
    if (!ids.has(alias.personId)) continue;
    const list = names.get(alias.personId);
    if (list) list.push(alias.name);
    else names.set(alias.personId, [alias.name]);
  }
  return source.people.filter((p) => ids.has(p.id)).map((p) => ({ id: p.id, name: p.name, names: names.get(p.id) ?? [] }));
}

/** Who held a seat or a post on `date` (rosterOn). */
export async function selectRosterOn(db: DbExecutor, date: string): Promise<RosterPerson[]> {
  return rosterOn(date, await selectRosterSource(db, date));
}

/** A sitting's Members present, each linked to its person where the name resolves on the sitting's day. */
export async function linkMembersPresent(db: DbExecutor, date: string, printed: readonly string[]): Promise<MemberPresentLink[]> {
  if (printed.length === 0) return [];
  return linkNames(printed, await selectRosterOn(db, date));
}

/** linkMembersPresent, from a roster source read once for many sittings (selectRosterSource without a date). */
export function linkMembersPresentFrom(source: RosterSource, date: string, printed: readonly string[]): MemberPresentLink[] {
  if (printed.length === 0) return [];
  return linkNames(printed, rosterOn(date, source));
}
