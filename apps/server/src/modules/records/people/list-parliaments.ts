import { and, asc, countDistinct, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { parliamentName, SEAT_ROLE, type ParliamentsData } from '@kakyere/contract';
import { areas, legislativePeriods, memberships, organizations, type Database } from '@kakyere/db';
import { parliamentOf, shortId } from './member-seat.js';

/**
 * The Parliaments newest first, each with its seats and how many of them Kakyerɛ knows a Member
 * for (the roster is partial: the Members page says so), and what the Members list filters by.
 */
export async function listParliaments(db: Database): Promise<ParliamentsData> {
  const [periods, parties, regions] = await Promise.all([
    db
      .select({
        id: legislativePeriods.id,
        start: legislativePeriods.startDate,
        end: legislativePeriods.endDate,
        seats: legislativePeriods.seats,
        known: countDistinct(sql`coalesce(${memberships.areaId}, ${memberships.personId})`),
      })
      .from(legislativePeriods)
      .leftJoin(memberships, and(eq(memberships.legislativePeriodId, legislativePeriods.id), eq(memberships.role, SEAT_ROLE)))
      .groupBy(legislativePeriods.id)
      .orderBy(desc(legislativePeriods.startDate)),
    db
      .selectDistinct({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .innerJoin(memberships, eq(memberships.onBehalfOfId, organizations.id))
      .where(eq(memberships.role, SEAT_ROLE))
      .orderBy(asc(organizations.name)),
    db.selectDistinct({ region: areas.region }).from(areas).where(isNotNull(areas.region)).orderBy(asc(areas.region)),
  ]);
  return {
    parliaments: periods.flatMap((p) => {
      const parliament = parliamentOf(p.id);
      if (parliament === null) return [];
      return [{ parliament, name: parliamentName(parliament), start_date: p.start, end_date: p.end, seats: p.seats, members_known: p.known }];
    }),
    parties: parties.map((p) => ({ id: shortId(p.id), name: p.name })),
    regions: regions.flatMap((r) => (r.region ? [r.region] : [])),
  };
}
