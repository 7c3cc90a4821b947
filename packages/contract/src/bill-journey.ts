import type { BillStage } from './bills.js';
import { STAGES, type BillStatus, type StageKey, type StageStatus } from './bill-stages.js';

// A bill's journey through the stages, built from its stage records: plain code with no zod, so
// the web app gets it through '@kakyere/contract/constants' like the stage values it reads.

/** A stage with no record (spec §4: pending is the default). */
export function pendingStage(stage: StageKey): BillStage {
  return {
    stage,
    stageStatus: 'pending',
    startedDate: null,
    completedDate: null,
    committeeName: null,
    votesFor: null,
    votesAgainst: null,
    votesAbstain: null,
    notes: null,
    sources: [],
    uncertain: false,
  };
}

/** All 8 stages in legislative order, whatever order or gaps the records have. */
export function orderedStages(stages: readonly BillStage[]): BillStage[] {
  const byKey = new Map(stages.map((stage) => [stage.stage, stage]));
  return STAGES.map(({ key }) => byKey.get(key) ?? pendingStage(key));
}

/** What the journey needs to know of the bill. */
export interface JourneyBill {
  status: BillStatus;
  currentStage: StageKey;
}

/** Why a withdrawn or lapsed bill's journey ends where it does, put before that stage's notes. */
const STOPPED_NOTES: Partial<Record<BillStatus, { at: string; after: string }>> = {
  lapsed: { at: 'The bill lapsed at this stage.', after: 'The bill lapsed after this stage.' },
  withdrawn: { at: 'The bill was withdrawn at this stage.', after: 'The bill was withdrawn after this stage.' },
};

/** The current stage's status for each bill status. */
function currentStageStatus(bill: JourneyBill, record: BillStage | undefined): StageStatus {
  switch (bill.status) {
    case 'active':
      return 'in_progress';
    case 'rejected':
      return 'rejected';
    case 'passed':
      // A passed bill at Implementation has nothing left to do; elsewhere it is where the record
      // says (assent or gazetting can still be awaited).
      if (bill.currentStage === 'implementation') return 'completed';
      return record && record.stageStatus !== 'pending' ? record.stageStatus : 'in_progress';
    case 'withdrawn':
    case 'lapsed':
      // It stopped here: completed if it got through this stage first, otherwise never finished.
      return record?.stageStatus === 'completed' ? 'completed' : 'pending';
  }
}

function withStoppedNote(stage: BillStage, status: BillStatus): BillStage {
  const note = STOPPED_NOTES[status];
  if (!note) return stage;
  const lead = stage.stageStatus === 'completed' ? note.after : note.at;
  const rest = stage.notes?.trim();
  return { ...stage, notes: rest ? `${lead} ${rest}` : lead };
}

/**
 * The bill's journey as every client shows it: all 8 stages in order, consistent with where the
 * bill is. Stages before the current one are completed (the bill demonstrably passed them), even
 * when their record is missing or says pending; such a stage has no dates, which clients show as
 * "date not recorded". The current stage follows the bill's status (see `currentStageStatus`), and
 * only stages after it are pending.
 */
export function buildJourney(bill: JourneyBill, records: readonly BillStage[]): BillStage[] {
  const byKey = new Map(records.map((stage) => [stage.stage, stage]));
  const current = STAGES.findIndex((s) => s.key === bill.currentStage);
  return STAGES.map(({ key }, index) => {
    const record = byKey.get(key);
    const stage = record ?? pendingStage(key);
    if (index < current) return { ...stage, stageStatus: 'completed' };
    if (index > current) return { ...stage, stageStatus: 'pending' };
    return withStoppedNote({ ...stage, stageStatus: currentStageStatus(bill, record) }, bill.status);
  });
}

/** A completed stage whose dates were not recorded: the timeline says so instead of showing none. */
export function isDateNotRecorded(stage: Pick<BillStage, 'stageStatus' | 'startedDate' | 'completedDate'>): boolean {
  return stage.stageStatus === 'completed' && !stage.startedDate && !stage.completedDate;
}
