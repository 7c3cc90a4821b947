import type { Amendment, Bill, BillStage, Debate, Stakeholder } from '@kakyere/contract';
import { buildJourney, type StageKey } from '@kakyere/contract';
import type { BillRow } from '@kakyere/db';

export type BillListRow = Omit<BillRow, 'searchVector' | 'searchTerms' | 'isSynthetic' | 'createdAt' | 'updatedAt'>;

export function toApiBill(row: BillListRow): Bill {
  return {
    id: row.id,
    billNumber: row.billNumber,
    title: row.title,
    shortTitle: row.shortTitle,
    summary: row.summary,
    billType: row.billType as Bill['billType'],
    sponsor: row.sponsor,
    ministry: row.ministry,
    status: row.status as Bill['status'],
    currentStage: row.currentStage as Bill['currentStage'],
    introductionDate: row.introductionDate,
    lastActionDate: row.lastActionDate,
    actNumber: row.actNumber,
    actTitle: row.actTitle,
    parliament: row.parliament,
    industries: row.industries as Bill['industries'],
    aliases: row.aliases,
    sources: row.sources,
  };
}

export type StageRow = Omit<BillStage, 'stage' | 'stageStatus'> & { stage: string; stageStatus: string };

/** All 8 stages in order, consistent with where the bill is (see buildJourney). */
export const toApiStages = (bill: Bill, rows: StageRow[]): BillStage[] =>
  buildJourney(
    bill,
    rows.map((row) => ({ ...row, stage: row.stage as StageKey, stageStatus: row.stageStatus as BillStage['stageStatus'] })),
  );

export type AmendmentRow = { id: number } & Omit<Amendment, 'id'>;
export type StakeholderRow = { id: number } & Omit<Stakeholder, 'id'>;
export type DebateRow = { id: number; hansardId: string | null; hansardUrl: string | null } & Omit<Debate, 'id' | 'hansardId' | 'hansardUrl'>;

export const toApiAmendment = (row: AmendmentRow): Amendment => ({ ...row, id: String(row.id) });
export const toApiStakeholder = (row: StakeholderRow): Stakeholder => ({ ...row, id: String(row.id) });
export const toApiDebate = (row: DebateRow): Debate => ({
  ...row,
  id: String(row.id),
  // A debate in a sitting that is on Kakyerɛ links to its permalink; otherwise to the external record.
  hansardUrl: row.hansardId ? `/hansards/${row.hansardId}` : row.hansardUrl,
});
