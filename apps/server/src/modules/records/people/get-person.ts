import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { foldName, MESSAGES, personUrlId, SEAT_ROLE, type MemberBill, type MemberCounts, type MemberPost, type MemberQuestionCounts, type Person } from '@kakyere/contract';
import { areas, bills, legislativePeriods, memberships, organizations, personAliases, persons, questions, speeches, type Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { resolvePersonId } from './resolve-person-id.js';
import { matchableNames, sponsorNames } from './match-bill-sponsors.js';
import { questionRoleColumn } from './list-member-questions.js';
import { parliamentOf, toMemberSeat, withoutSupersededSeats } from './member-seat.js';

/**
 * One person as the API and their page show them: names, seats by Parliament, posts, what the
 * record holds of them (counts by Parliament and year) and the bills whose sponsor line names them.
 * A merged person's old id answers with the person it became (their `id` says which).
 */
export async function getPerson(db: Database, urlId: string): Promise<Person> {
  const id = await resolvePersonId(db, urlId);
  const [person] = await db.select().from(persons).where(eq(persons.id, id));
  if (!person) throw notFound(MESSAGES.personNotFound);
  const [aliases, seats, posts, counts, questionCounts, sponsored] = await Promise.all([
    db.select({ name: personAliases.name }).from(personAliases).where(eq(personAliases.personId, id)).orderBy(asc(personAliases.id)),
    readSeats(db, id),
    readPosts(db, id),
    countRecord(db, id),
    countQuestions(db, id),
    readBills(db, id),
  ]);
  const seen = new Set([foldName(person.name)]);
  const otherNames: string[] = [];
  for (const name of [...person.otherNames.map((o) => o.name), ...aliases.map((a) => a.name)]) {
    const folded = foldName(name);
    if (seen.has(folded)) continue;
    seen.add(folded);
    otherNames.push(name);
  }
  return {
    id: personUrlId(person.id),
    name: person.name,
    other_names: otherNames,
    identifiers: person.identifiers,
    seats,
    posts,
    counts,
    questions: questionCounts,
    bills: sponsored,
  };
}

async function readSeats(db: Database, personId: string) {
  const party = sql`party`;
  const rows = await db
    .select({
      period_id: legislativePeriods.id,
      period_start: legislativePeriods.startDate,
      period_end: legislativePeriods.endDate,
      area_id: areas.id,
      area_name: areas.name,
      region: areas.region,
      party_id: sql<string | null>`${party}.id`,
      party_name: sql<string | null>`${party}.name`,
      start_date: memberships.startDate,
      end_date: memberships.endDate,
      sources: memberships.sources,
    })
    .from(memberships)
    .innerJoin(legislativePeriods, eq(legislativePeriods.id, memberships.legislativePeriodId))
    .leftJoin(areas, eq(areas.id, memberships.areaId))
    .leftJoin(sql`${organizations} as ${party}`, sql`${party}.id = ${memberships.onBehalfOfId}`)
    .where(and(eq(memberships.personId, personId), eq(memberships.role, SEAT_ROLE)))
    .orderBy(desc(legislativePeriods.startDate), asc(memberships.startDate));
  return withoutSupersededSeats(rows.map(toMemberSeat));
}

async function readPosts(db: Database, personId: string): Promise<MemberPost[]> {
  const rows = await db
    .select({
      role: memberships.role,
      label: memberships.label,
      portfolio: memberships.portfolio,
      organization: organizations.name,
      periodId: memberships.legislativePeriodId,
      startDate: memberships.startDate,
      endDate: memberships.endDate,
      knownOn: memberships.knownOn,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.personId, personId), ne(memberships.role, SEAT_ROLE)))
    .orderBy(sql`coalesce(${memberships.startDate}, ${memberships.knownOn}) desc nulls last`, asc(memberships.role));
  return rows.map((r) => ({
    role: r.role,
    label: r.label,
    portfolio: r.portfolio,
    organization: r.organization,
    parliament: r.periodId ? parliamentOf(r.periodId) : null,
    start_date: r.startDate,
    end_date: r.endDate,
    known_on: r.knownOn,
  }));
}

/**
 * Speeches and sittings spoken in, in all, by Parliament (the one whose dates hold the sitting) and
 * by year. The same conditions as personRecordWhere, so each count is the total of its list.
 */
async function countRecord(db: Database, personId: string): Promise<MemberCounts> {
  // One read of the Member's sittings (how often they spoke at each), from the index alone, then
  // summed here by year and by Parliament: a busy Member has thousands of speeches but far fewer sittings.
  const [sittings, periods] = await Promise.all([
    db
      .select({ date: speeches.sittingDate, hansardId: speeches.hansardId, speeches: sql<number>`count(*)::int` })
      .from(speeches)
      .where(eq(speeches.personId, personId))
      .groupBy(speeches.sittingDate, speeches.hansardId),
    db.select({ id: legislativePeriods.id, start: legislativePeriods.startDate, end: legislativePeriods.endDate }).from(legislativePeriods),
  ]);
  const tally = () => ({ speeches: 0, sittings: new Set<string>() });
  const all = tally();
  const byYear = new Map<number, ReturnType<typeof tally>>();
  const byParliament = new Map<number, ReturnType<typeof tally> & { start: string }>();
  for (const row of sittings) {
    const year = Number(row.date.slice(0, 4));
    // The same rule as inPeriod (the lists these counts link to): the period whose dates hold the sitting.
    const period = periods.find((p) => p.start !== null && row.date >= p.start && (p.end === null || row.date <= p.end));
    const parliament = period ? parliamentOf(period.id) : null;
    const buckets = [all, byYear.get(year) ?? byYear.set(year, tally()).get(year)!];
    if (parliament !== null) buckets.push(byParliament.get(parliament) ?? byParliament.set(parliament, { ...tally(), start: period!.start! }).get(parliament)!);
    for (const bucket of buckets) {
      bucket.speeches += row.speeches;
      bucket.sittings.add(row.hansardId);
    }
  }
  const counted = (t: ReturnType<typeof tally>) => ({ speeches: t.speeches, sittings: t.sittings.size });
  return {
    ...counted(all),
    by_year: [...byYear].sort(([a], [b]) => b - a).map(([year, t]) => ({ year, ...counted(t) })),
    by_parliament: [...byParliament].sort(([, a], [, b]) => b.start.localeCompare(a.start)).map(([parliament, t]) => ({ parliament, ...counted(t) })),
  };
}

/** Questions standing in their name and answered by them: the totals of listMemberQuestions (the same join and conditions). */
async function countQuestions(db: Database, personId: string): Promise<MemberQuestionCounts> {
  const asked = eq(questionRoleColumn('asked'), personId);
  const answered = eq(questionRoleColumn('answered'), personId);
  const [row] = await db
    .select({
      asked: sql<number>`(count(*) filter (where ${asked}))::int`,
      answered: sql<number>`(count(*) filter (where ${answered}))::int`,
    })
    .from(questions)
    .innerJoin(speeches, eq(speeches.id, questions.id))
    .where(or(asked, answered));
  return { asked: row?.asked ?? 0, answered: row?.answered ?? 0 };
}

/** A speech's sitting falls within a legislative period's dates (an open end is today and on). */
export function inPeriod() {
  return sql`${speeches.sittingDate}::text >= ${legislativePeriods.startDate} and (${legislativePeriods.endDate} is null or ${speeches.sittingDate}::text <= ${legislativePeriods.endDate})`;
}

/** Bills whose sponsor line names the person by a full name no one else goes by. */
async function readBills(db: Database, personId: string): Promise<MemberBill[]> {
  const names = await db.select({ personId: personAliases.personId, name: personAliases.name }).from(personAliases).where(eq(personAliases.personId, personId));
  const [self] = await db.select({ name: persons.name }).from(persons).where(eq(persons.id, personId));
  const own = matchableNames([...(self ? [self.name] : []), ...names.map((n) => n.name)]);
  if (own.length === 0) return [];
  // A name another person goes by too does not say which of them it is.
  const shared = await db
    .selectDistinct({ folded: personAliases.foldedName })
    .from(personAliases)
    .where(and(ne(personAliases.personId, personId), inArray(personAliases.foldedName, own)));
  const sharedNames = new Set(shared.map((s) => s.folded));
  const unique = own.filter((name) => !sharedNames.has(name));
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: bills.id, billNumber: bills.billNumber, title: bills.title, sponsor: bills.sponsor })
    .from(bills)
    .where(isNotNull(bills.sponsor))
    .orderBy(desc(bills.introductionDate), asc(bills.id));
  return rows
    .filter((b): b is typeof b & { sponsor: string } => b.sponsor !== null && sponsorNames(b.sponsor, unique))
    .map((b) => ({ id: b.id, bill_number: b.billNumber, title: b.title, sponsor: b.sponsor }));
}
