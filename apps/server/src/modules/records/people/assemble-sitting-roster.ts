/**
 * The roster of a sitting (who could speak on a date) from people rows, whether they were read from
 * the database (load-sitting-roster.ts) or from a Popolo file (popolo-sitting-roster.ts): one rule
 * for both, so the evaluation scores what the server does.
 *
 * Which posts a roster carries:
 * - a post with a start or end date: when they cover the date (a missing end runs on);
 * - a post known only on one date (`known_on`; the 5th Parliament's leaders and ministers are those
 *   printed in the Official Report of 24 January 2012): when that date falls in the same Parliament,
 *   with `knownOn` set. How far it is trusted is the resolver's rule (engines/official-report/
 *   post-trust.ts: the same session; beyond it, only where a label names the office and the person);
 * - a post without dates or `known_on`: over its legislative period, when it has one; else never.
 */
import { SEAT_ROLE } from '@kakyere/contract';
import { parliamentSessionOf } from '../../engines/official-report/parliament-session.js';
import type { RosterPerson, SittingRoster } from '../../engines/official-report/sitting-roster.js';
import { normalizePersonName } from './people-rows.js';

interface Named {
  id: string;
  name: string;
  otherNames: { name: string }[];
}

export interface RosterRows {
  legislativePeriods: { id: string; startDate: string | null; endDate: string | null; seats: number | null }[];
  /** Parties at least (their short name comes from `otherNames`). */
  organizations: Named[];
  areas: Named[];
  persons: (Named & { gender: string | null })[];
  memberships: {
    personId: string;
    role: string;
    label: string | null;
    portfolio: string | null;
    legislativePeriodId: string | null;
    onBehalfOfId: string | null;
    areaId: string | null;
    startDate: string | null;
    endDate: string | null;
    knownOn: string | null;
  }[];
  /** person_aliases (editors' and the import's); names already among the person's are skipped. */
  aliases: { personId: string; name: string }[];
}

type Membership = RosterRows['memberships'][number];
type Period = RosterRows['legislativePeriods'][number];

/** Popolo dates may be partial ("2012", "2012-05"): compared on what both say. */
const startsBy = (start: string | null, date: string) => start === null || start <= date.slice(0, start.length);
const endsAfter = (end: string | null, date: string) => end === null || date.slice(0, end.length) <= end;
export const covers = (start: string | null, end: string | null, date: string) => startsBy(start, date) && endsAfter(end, date);

function sameParliament(knownOn: string, date: string): boolean {
  const a = parliamentSessionOf(knownOn);
  const b = parliamentSessionOf(date);
  return a !== null && b !== null && a.parliament === b.parliament;
}

/** A seat covering the date: its legislative period covers it, and so do its own dates when given. */
export function seatHeldOn(m: Membership, period: Period | undefined, date: string): boolean {
  return m.role === SEAT_ROLE && period !== undefined && covers(period.startDate, period.endDate, date) && covers(m.startDate, m.endDate, date);
}

/** Whether the roster of that date carries this post, by the rules in this file's header. */
export function postOnRoster(m: Membership, period: Period | undefined, date: string): boolean {
  if (m.role === SEAT_ROLE) return false;
  if (m.startDate !== null || m.endDate !== null) return covers(m.startDate, m.endDate, date);
  if (m.knownOn !== null) return /^\d{4}-\d{2}-\d{2}$/.test(m.knownOn) && sameParliament(m.knownOn, date);
  return period !== undefined && covers(period.startDate, period.endDate, date);
}

export function assembleSittingRoster(rows: RosterRows, date: string): SittingRoster {
  const periods = new Map(rows.legislativePeriods.map((p) => [p.id, p]));
  const areas = new Map(rows.areas.map((a) => [a.id, a]));
  const organizations = new Map(rows.organizations.map((o) => [o.id, o]));
  const persons = new Map(rows.persons.map((p) => [p.id, p]));
  const byPerson = new Map<string, RosterPerson>();
  const entry = (personId: string): RosterPerson | null => {
    const person = persons.get(personId);
    if (!person) return null;
    let out = byPerson.get(personId);
    if (!out) {
      out = { id: person.id, name: person.name, aliases: [], seats: [], posts: [], gender: person.gender };
      byPerson.set(personId, out);
    }
    return out;
  };

  const seatedAreas = new Map<string, Set<string>>();
  for (const m of rows.memberships) {
    const period = m.legislativePeriodId ? periods.get(m.legislativePeriodId) : undefined;
    if (seatHeldOn(m, period, date)) {
      const person = entry(m.personId);
      if (!person) continue;
      const area = m.areaId ? areas.get(m.areaId) : undefined;
      const party = m.onBehalfOfId ? organizations.get(m.onBehalfOfId) : undefined;
      // A Member whose constituency the source does not give still has a seat: an empty area matches no label.
      person.seats.push({ area: area?.name ?? '', areaOtherNames: area?.otherNames.map((o) => o.name) ?? [], party: party ? (party.otherNames[0]?.name ?? party.name) : null });
      if (m.areaId && period) {
        if (!seatedAreas.has(period.id)) seatedAreas.set(period.id, new Set());
        seatedAreas.get(period.id)!.add(m.areaId);
      }
    } else if (postOnRoster(m, period, date)) {
      const knownOnly = m.startDate === null && m.endDate === null && m.knownOn !== null;
      entry(m.personId)?.posts.push({ role: m.role, label: m.label ?? m.role, portfolio: m.portfolio, knownOn: knownOnly ? m.knownOn : null });
    }
  }

  const extra = new Map<string, string[]>();
  for (const alias of rows.aliases) extra.set(alias.personId, [...(extra.get(alias.personId) ?? []), alias.name]);
  for (const person of byPerson.values()) {
    const source = persons.get(person.id)!;
    const seen = new Set([normalizePersonName(person.name)]);
    for (const name of [...source.otherNames.map((o) => o.name), ...(extra.get(person.id) ?? [])]) {
      const key = normalizePersonName(name);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      person.aliases.push(name);
    }
  }

  // Known to be partial: a period covering the date has fewer seats filled than it has seats (8th, 9th).
  const partial = rows.legislativePeriods.some((p) => covers(p.startDate, p.endDate, date) && p.seats !== null && (seatedAreas.get(p.id)?.size ?? 0) < p.seats);
  const list = [...byPerson.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { date, persons: list, partial };
}
