/**
 * The roster of a sitting from the people tables: the Members whose seat covers the date, the holders
 * of posts that day, their aliases (the import's and editors'), constituencies and parties. Reads only
 * the rows it needs, with parameterised queries; the choosing is assemble-sitting-roster.ts, shared
 * with the roster the evaluation builds from a Popolo file. `extraSeats` are seats not yet stored (the
 * ones ingestion derives from the record, stored with the sitting): the roster is read as if they were.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { areas, legislativePeriods, memberships, organizations, personAliases, persons, type Database, type DbExecutor } from '@kakyere/db';
import { SEAT_ROLE } from '@kakyere/contract';
import type { SittingRoster } from '../../engines/official-report/sitting-roster.js';
import { assembleSittingRoster, covers, type RosterRows } from './assemble-sitting-roster.js';

export async function loadSittingRoster(db: Database | DbExecutor, date: string, extraSeats: RosterRows['memberships'] = []): Promise<SittingRoster> {
  const periods = await db
    .select({ id: legislativePeriods.id, startDate: legislativePeriods.startDate, endDate: legislativePeriods.endDate, seats: legislativePeriods.seats })
    .from(legislativePeriods);
  const covering = periods.filter((p) => covers(p.startDate, p.endDate, date)).map((p) => p.id);
  // Seats of the periods covering the date, and every post (a few hundred at most): the dates are
  // partial strings ("2012", "2012-05"), compared in assemble-sitting-roster.ts, not in SQL.
  const seatFilter = covering.length > 0 ? and(eq(memberships.role, SEAT_ROLE), inArray(memberships.legislativePeriodId, covering)) : undefined;
  const stored = await db
    .select({
      personId: memberships.personId,
      role: memberships.role,
      label: memberships.label,
      portfolio: memberships.portfolio,
      legislativePeriodId: memberships.legislativePeriodId,
      onBehalfOfId: memberships.onBehalfOfId,
      areaId: memberships.areaId,
      startDate: memberships.startDate,
      endDate: memberships.endDate,
      knownOn: memberships.knownOn,
    })
    .from(memberships)
    .where(seatFilter ? or(seatFilter, ne(memberships.role, SEAT_ROLE)) : ne(memberships.role, SEAT_ROLE));
  const rows = [...stored, ...extraSeats];

  const personIds = [...new Set(rows.map((m) => m.personId))];
  const areaIds = [...new Set(rows.flatMap((m) => (m.areaId ? [m.areaId] : [])))];
  const partyIds = [...new Set(rows.flatMap((m) => (m.onBehalfOfId ? [m.onBehalfOfId] : [])))];
  const none = personIds.length === 0;
  // One after another: a transaction is one connection.
  const people = none ? [] : await db.select({ id: persons.id, name: persons.name, otherNames: persons.otherNames, gender: persons.gender }).from(persons).where(inArray(persons.id, personIds));
  const places = areaIds.length === 0 ? [] : await db.select({ id: areas.id, name: areas.name, otherNames: areas.otherNames }).from(areas).where(inArray(areas.id, areaIds));
  const parties = partyIds.length === 0 ? [] : await db.select({ id: organizations.id, name: organizations.name, otherNames: organizations.otherNames }).from(organizations).where(inArray(organizations.id, partyIds));
  const aliases = none ? [] : await db.select({ personId: personAliases.personId, name: personAliases.name }).from(personAliases).where(inArray(personAliases.personId, personIds));
  return assembleSittingRoster({ legislativePeriods: periods, organizations: parties, areas: places, persons: people, memberships: rows, aliases }, date);
}
