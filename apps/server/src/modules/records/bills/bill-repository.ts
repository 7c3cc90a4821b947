import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { billAmendments, billDebates, billStages, billStakeholders, bills, type DbExecutor } from '@kakyere/db';
import type { BillStatus, BillType } from '@kakyere/contract';
import type { AmendmentRow, BillListRow, DebateRow, StageRow, StakeholderRow } from './to-api-bill.js';

const listColumns = {
  id: bills.id,
  billNumber: bills.billNumber,
  title: bills.title,
  shortTitle: bills.shortTitle,
  summary: bills.summary,
  billType: bills.billType,
  sponsor: bills.sponsor,
  ministry: bills.ministry,
  status: bills.status,
  currentStage: bills.currentStage,
  introductionDate: bills.introductionDate,
  lastActionDate: bills.lastActionDate,
  actNumber: bills.actNumber,
  actTitle: bills.actTitle,
  parliament: bills.parliament,
  industries: bills.industries,
  aliases: bills.aliases,
  sources: bills.sources,
};

/** Changes whenever a bill is added, removed or updated; cached bill lists compare against it. */
export async function selectBillDataVersion(db: DbExecutor): Promise<string> {
  const result = await db.execute<{ version: string }>(
    sql`select count(*)::text || ':' || coalesce(max(${bills.updatedAt})::text, '-') as version from ${bills}`,
  );
  return String(result.rows[0]?.version ?? '');
}

/** Most recently active first, so the bills people are following lead the list. */
const recentFirst = [sql`${bills.lastActionDate} desc nulls last`, asc(bills.title)];

/** `since` (ISO 8601): only the bills changed after it (incremental sync). */
export async function selectBills(db: DbExecutor, filter: { status?: BillStatus; billType?: BillType; since?: string }): Promise<BillListRow[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(bills.status, filter.status));
  if (filter.billType) conditions.push(eq(bills.billType, filter.billType));
  if (filter.since) conditions.push(sql`${bills.updatedAt} > ${filter.since}`);
  return db
    .select(listColumns)
    .from(bills)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...recentFirst);
}

/**
 * A bill's nicknames (aliases and short title) in the form `nicknameKey` gives a query: lower-case
 * ASCII letters and digits, without the words bill, bills, act and the.
 */
const nicknameKeys = sql`(select array_agg(regexp_replace(regexp_replace(lower(n), '\\m(bills?|act|the)\\M', '', 'g'), '[^a-z0-9]', '', 'g'))
  from unnest(${bills.aliases} || coalesce(${bills.shortTitle}, '')) as n)`;

/**
 * The best `limit` matches, and how many bills matched in all. When the query is a nickname (or
 * the start of one), the bills it names come first, the exact nickname before the ones it begins
 * ("E-Levy": the E-Levy Bill, then the E-Levy Repeal Bill), and then every other match by relevance.
 */
export async function searchBillRows(
  db: DbExecutor,
  query: SQL,
  limit: number,
  nickname?: string,
): Promise<{ rows: BillListRow[]; total: number }> {
  const nicknameTier = nickname
    ? sql`(select case when ${nickname} = any(k) then 0 when exists (select 1 from unnest(k) as x where x like ${`${nickname}%`}) then 1 else 2 end
        from (select ${nicknameKeys} as k) as keys)`
    : sql`2`;
  // The count rides on every row (a window over all matches, taken before the limit): one round trip.
  const found = await db
    .select({ ...listColumns, total: sql<number>`(count(*) over ())::int` })
    .from(bills)
    .where(sql`${bills.searchVector} @@ ${query}`)
    .orderBy(sql`${nicknameTier}`, desc(sql`ts_rank_cd(${bills.searchVector}, ${query})`), ...recentFirst)
    .limit(limit);
  return { rows: found.map(({ total: _total, ...row }) => row), total: Number(found[0]?.total ?? 0) };
}

/** What a page's head says of a bill: its title and summary, without the journey behind it. */
export async function selectBillHead(db: DbExecutor, id: string): Promise<{ title: string; summary: string; actNumber: string | null } | undefined> {
  const [row] = await db.select({ title: bills.title, summary: bills.summary, actNumber: bills.actNumber }).from(bills).where(eq(bills.id, id));
  return row;
}

/**
 * A bill and everything on its journey in ONE round trip: on PGlite every query waits its turn on
 * the single connection, so five small queries cost five times the latency of one.
 */
export async function selectBillJourneyRows(db: DbExecutor, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      stages: sql<StageRow[]>`coalesce((
        select json_agg(json_build_object(
          'stage', s.stage, 'stageStatus', s.stage_status, 'startedDate', s.started_date,
          'completedDate', s.completed_date, 'committeeName', s.committee_name, 'votesFor', s.votes_for,
          'votesAgainst', s.votes_against, 'votesAbstain', s.votes_abstain, 'notes', s.notes, 'sources', s.sources,
          'uncertain', s.uncertain))
        from ${billStages} s where s.bill_id = ${id}), '[]'::json)`,
      amendments: sql<AmendmentRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', a.id, 'amendmentNumber', a.amendment_number, 'proposedBy', a.proposed_by, 'status', a.status,
          'rationale', a.rationale, 'clauseAffected', a.clause_affected) order by a.position)
        from ${billAmendments} a where a.bill_id = ${id}), '[]'::json)`,
      debates: sql<DebateRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', d.id, 'debateType', d.debate_type, 'debateDate', d.debate_date, 'debateSummary', d.debate_summary,
          'hansardId', d.hansard_id, 'hansardUrl', d.hansard_url) order by d.debate_date asc nulls last, d.id)
        from ${billDebates} d where d.bill_id = ${id}), '[]'::json)`,
      stakeholders: sql<StakeholderRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', k.id, 'stakeholderName', k.stakeholder_name, 'stakeholderType', k.stakeholder_type,
          'position', k.position, 'keyConcerns', k.key_concerns, 'submissionUrl', k.submission_url) order by k.id)
        from ${billStakeholders} k where k.bill_id = ${id}), '[]'::json)`,
    })
    .from(bills)
    .where(eq(bills.id, id));
  if (!row) return undefined;
  const { stages, amendments, debates, stakeholders, ...bill } = row;
  return { bill, stages, amendments, debates, stakeholders };
}
