import { and, count, countDistinct, desc, eq, gte, lt, max, sql, type SQL } from 'drizzle-orm';
import { parliamentTermId, type MemberSitting, type PersonRecordQuery } from '@kakyere/contract';
import { hansards, legislativePeriods, speeches, type Database } from '@kakyere/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { resolvePersonId } from './resolve-person-id.js';
import { paging, selectSpeechPage, type SpeechPage } from '../speeches/speech-repository.js';

/**
 * A year's or a Parliament's sittings (a Parliament's by its dates: the same rule as getPerson's
 * counts), on a table's sitting-date column. Parameterised.
 */
export async function sittingDateConditions(db: Database, sittingDate: AnyPgColumn, query: PersonRecordQuery): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (query.year !== undefined) {
    conditions.push(gte(sittingDate, `${query.year}-01-01`), lt(sittingDate, `${query.year + 1}-01-01`));
  }
  if (query.parliament !== undefined) {
    const [period] = await db
      .select({ start: legislativePeriods.startDate, end: legislativePeriods.endDate })
      .from(legislativePeriods)
      .where(eq(legislativePeriods.id, parliamentTermId(query.parliament)));
    if (!period?.start) return [sql`false`];
    conditions.push(sql`${sittingDate}::text >= ${period.start}`);
    if (period.end) conditions.push(sql`${sittingDate}::text <= ${period.end}`);
  }
  return conditions;
}

/** The speeches a count on the person's page counts: theirs, in a year or in a Parliament. */
async function personRecordWhere(db: Database, personId: string, query: PersonRecordQuery): Promise<SQL> {
  return and(eq(speeches.personId, personId), ...(await sittingDateConditions(db, speeches.sittingDate, query)))!;
}

/** A Member's speeches, newest sitting first, optionally in one year or Parliament. */
export async function listMemberSpeeches(db: Database, urlId: string, query: PersonRecordQuery): Promise<SpeechPage> {
  const personId = await resolvePersonId(db, urlId);
  return selectSpeechPage(db, await personRecordWhere(db, personId, query), 'newest', paging(query));
}

/** The sittings a Member spoke in, newest first, with how often they spoke at each. */
export async function listMemberSittings(db: Database, urlId: string, query: PersonRecordQuery): Promise<{ rows: MemberSitting[]; total: number }> {
  const personId = await resolvePersonId(db, urlId);
  const where = await personRecordWhere(db, personId, query);
  const { limit, page } = paging(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ hansardId: speeches.hansardId, date: max(speeches.sittingDate), title: hansards.title, speeches: count() })
      .from(speeches)
      .innerJoin(hansards, eq(hansards.id, speeches.hansardId))
      .where(where)
      .groupBy(speeches.hansardId, hansards.title)
      .orderBy(desc(max(speeches.sittingDate)), speeches.hansardId)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: countDistinct(speeches.hansardId) }).from(speeches).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((r) => ({ hansard_id: r.hansardId, date: r.date ?? '', title: r.title, speeches: r.speeches })),
  };
}
