import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { billAmendments, billDebates, billStages, billStakeholders, bills, type Database } from '@kakyere/db';
import type { BillStatus, BillType } from '@kakyere/contract';
import type { BillListRow } from './to-api-bill.js';

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

/** Most recently active first, so the bills people are following lead the list. */
const recentFirst = [sql`${bills.lastActionDate} desc nulls last`, asc(bills.title)];

export async function selectBills(db: Database, filter: { status?: BillStatus; billType?: BillType }): Promise<BillListRow[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(bills.status, filter.status));
  if (filter.billType) conditions.push(eq(bills.billType, filter.billType));
  return db
    .select(listColumns)
    .from(bills)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...recentFirst);
}

export async function searchBillRows(db: Database, query: SQL, limit: number): Promise<BillListRow[]> {
  return db
    .select(listColumns)
    .from(bills)
    .where(sql`${bills.searchVector} @@ ${query}`)
    .orderBy(desc(sql`ts_rank_cd(${bills.searchVector}, ${query})`), ...recentFirst)
    .limit(limit);
}

export async function selectBillJourneyRows(db: Database, id: string) {
  const [bill] = await db.select(listColumns).from(bills).where(eq(bills.id, id));
  if (!bill) return undefined;
  const [stages, amendments, debates, stakeholders] = await Promise.all([
    db
      .select({
        stage: billStages.stage,
        stageStatus: billStages.stageStatus,
        startedDate: billStages.startedDate,
        completedDate: billStages.completedDate,
        committeeName: billStages.committeeName,
        votesFor: billStages.votesFor,
        votesAgainst: billStages.votesAgainst,
        votesAbstain: billStages.votesAbstain,
        notes: billStages.notes,
        sources: billStages.sources,
      })
      .from(billStages)
      .where(eq(billStages.billId, id)),
    db
      .select({
        id: billAmendments.id,
        amendmentNumber: billAmendments.amendmentNumber,
        proposedBy: billAmendments.proposedBy,
        status: billAmendments.status,
        rationale: billAmendments.rationale,
        clauseAffected: billAmendments.clauseAffected,
      })
      .from(billAmendments)
      .where(eq(billAmendments.billId, id))
      .orderBy(asc(billAmendments.position)),
    db
      .select({
        id: billDebates.id,
        debateType: billDebates.debateType,
        debateDate: billDebates.debateDate,
        debateSummary: billDebates.debateSummary,
        hansardId: billDebates.hansardId,
        hansardUrl: billDebates.hansardUrl,
      })
      .from(billDebates)
      .where(eq(billDebates.billId, id))
      .orderBy(sql`${billDebates.debateDate} asc nulls last`, asc(billDebates.id)),
    db
      .select({
        id: billStakeholders.id,
        stakeholderName: billStakeholders.stakeholderName,
        stakeholderType: billStakeholders.stakeholderType,
        position: billStakeholders.position,
        keyConcerns: billStakeholders.keyConcerns,
        submissionUrl: billStakeholders.submissionUrl,
      })
      .from(billStakeholders)
      .where(eq(billStakeholders.billId, id))
      .orderBy(asc(billStakeholders.id)),
  ]);
  return { bill, stages, amendments, debates, stakeholders };
}
