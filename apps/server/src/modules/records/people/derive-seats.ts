/**
 * Seats read off the record where the roster lacks them (issue 29). The 8th and 9th Parliaments are
 * known only in part, so a Member printed "Mr Kwame Mensah (NPP – Suame)" may hold no seat in the
 * people tables and his speeches stay unresolved. The label is evidence of a membership: when the
 * roster of the sitting's date is partial, the claim (engines/official-report/find-seat-claims.ts)
 * becomes a seat derived from that record, with the label as its source, if and only if
 * - exactly one legislative period covers the date;
 * - no one holds a seat for that constituency anywhere in that period (not only on that day: a
 *   derived seat has no dates, so it would overlap a holder who left or came later);
 * - the printed name, titles stripped, is the full name or an alias of exactly one person already in
 *   the people tables (any Parliament): a person is never created from a label, OCR names are not facts;
 * - that person holds no seat in that period.
 * The seat's id is stable (`membership/<ordinal>/<person>/<area>/derived`), so ingesting the record
 * again finds it and adds nothing. Nothing is written here: the seats go back with the speakers and
 * ingest/store-hansard.ts inserts them in the ingestion's transaction (a dry run stores nothing).
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { SEAT_ROLE, type PopoloSource } from '@kakyere/contract';
import { areas, legislativePeriods, memberships, organizations, personAliases, persons, type DbExecutor } from '@kakyere/db';
import type { SeatClaim } from '../../engines/official-report/find-seat-claims.js';
import { findSeatClaims } from '../../engines/official-report/find-seat-claims.js';
import type { ParsedSitting } from '../../engines/official-report/parsed-sitting.js';
import { covers, type RosterRows } from './assemble-sitting-roster.js';
import { derivedSeatSource } from './derived-seat-source.js';
import { parliamentOf, shortId } from './member-seat.js';

/** The seat's membership row as it is stored, with the sitting and label it was read from. */
export interface DerivedSeat {
  id: string;
  role: typeof SEAT_ROLE;
  personId: string;
  organizationId: string;
  legislativePeriodId: string;
  areaId: string;
  /** `party/<code>` when the label prints a party Kakyerɛ knows, else null. */
  onBehalfOfId: string | null;
  /** The sitting's date: the record it was read from. */
  sittingDate: string;
  /** The label as printed. */
  label: string;
  /** The record's address and a note naming the sitting and the label (derived-seat-source.ts). */
  sources: PopoloSource[];
}

/** The roster's membership row of a derived seat (to reload the roster with it before it is stored). */
export function derivedRosterRow(seat: DerivedSeat): RosterRows['memberships'][number] {
  return {
    personId: seat.personId,
    role: SEAT_ROLE,
    label: null,
    portfolio: null,
    legislativePeriodId: seat.legislativePeriodId,
    onBehalfOfId: seat.onBehalfOfId,
    areaId: seat.areaId,
    startDate: null,
    endDate: null,
    knownOn: null,
  };
}

/**
 * The seats a partial roster lacks that the sitting's labels show, by the rules in this file's
 * header. Reads only; `partial` is the roster's own flag (a complete roster derives nothing).
 */
export async function deriveSeats(
  db: DbExecutor,
  sitting: Pick<ParsedSitting, 'speeches'> & { date: string },
  options: { partial: boolean; recordUrl: string | null },
): Promise<DerivedSeat[]> {
  const { partial, recordUrl } = options;
  if (!partial) return [];
  const periods = (await db.select({ id: legislativePeriods.id, organizationId: legislativePeriods.organizationId, startDate: legislativePeriods.startDate, endDate: legislativePeriods.endDate }).from(legislativePeriods)).filter((p) =>
    covers(p.startDate, p.endDate, sitting.date),
  );
  if (periods.length !== 1) return [];
  const period = periods[0]!;

  const places = await db.select({ id: areas.id, name: areas.name, otherNames: areas.otherNames }).from(areas);
  const claims = findSeatClaims(sitting, places);
  if (claims.length === 0) return [];

  // Every seat of the period, whatever its dates: who is seated, and where.
  const seats = await db
    .select({ personId: memberships.personId, areaId: memberships.areaId })
    .from(memberships)
    .where(and(eq(memberships.role, SEAT_ROLE), eq(memberships.legislativePeriodId, period.id)));
  const heldAreas = new Set(seats.flatMap((s) => (s.areaId ? [s.areaId] : [])));
  const seated = new Set(seats.map((s) => s.personId));

  const open = claims.filter((c) => !heldAreas.has(c.areaId));
  if (open.length === 0) return [];
  const names = [...new Set(open.map((c) => c.foldedName))];
  // One after another: a transaction is one connection.
  const byName = await db.select({ id: persons.id, folded: persons.foldedName }).from(persons).where(inArray(persons.foldedName, names));
  const byAlias = await db.select({ id: personAliases.personId, folded: personAliases.foldedName }).from(personAliases).where(inArray(personAliases.foldedName, names));
  const who = new Map<string, Set<string>>();
  for (const row of [...byName, ...byAlias]) {
    if (!row.folded) continue;
    who.set(row.folded, (who.get(row.folded) ?? new Set()).add(row.id));
  }
  const codes = [...new Set(open.flatMap((c) => (c.party ? [`party/${c.party.toLowerCase()}`] : [])))];
  const parties = codes.length === 0 ? [] : await db.select({ id: organizations.id }).from(organizations).where(or(...codes.map((code) => eq(organizations.id, code))));
  const knownParties = new Set(parties.map((p) => p.id));

  const ordinal = parliamentOf(period.id) ?? shortId(period.id);
  const pairs = open.flatMap((claim) => {
    const matches = who.get(claim.foldedName);
    return matches && matches.size === 1 ? [{ claim, personId: [...matches][0]! }] : [];
  });
  // One person under two printed names claiming two seats: neither says which.
  const claimsOf = new Map<string, number>();
  for (const { personId } of pairs) claimsOf.set(personId, (claimsOf.get(personId) ?? 0) + 1);
  const derived = pairs
    // Already seated in this Parliament, elsewhere.
    .filter(({ personId }) => !seated.has(personId) && claimsOf.get(personId) === 1)
    .map(({ claim, personId }) => seatOf(claim, personId, period, ordinal, knownParties, sitting.date, recordUrl));
  return derived;
}

function seatOf(
  claim: SeatClaim,
  personId: string,
  period: { id: string; organizationId: string },
  ordinal: number | string,
  parties: Set<string>,
  date: string,
  recordUrl: string | null,
): DerivedSeat {
  const party = claim.party ? `party/${claim.party.toLowerCase()}` : null;
  return {
    id: `membership/${ordinal}/${shortId(personId)}/${shortId(claim.areaId)}/derived`,
    role: SEAT_ROLE,
    personId,
    organizationId: period.organizationId,
    legislativePeriodId: period.id,
    areaId: claim.areaId,
    onBehalfOfId: party && parties.has(party) ? party : null,
    sittingDate: date,
    label: claim.label,
    sources: [derivedSeatSource({ sittingDate: date, label: claim.label }, recordUrl)],
  };
}
