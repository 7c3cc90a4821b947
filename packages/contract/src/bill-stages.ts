import type { BillStage } from './bills.js';

// Plain values of the bills contract, with no zod: the web app imports these through
// '@kakyere/contract/constants' and never downloads the schemas (decision record 005).

/** The 8 legislative stages of spec §4, in order, with their labels and descriptions. */
export const STAGES = [
  { key: 'pre_introduction', label: 'Pre-Introduction', description: 'Drafting, Cabinet approval and Gazette publication.' },
  { key: 'first_reading', label: 'First Reading', description: 'Introduction and reading of the bill title.' },
  { key: 'committee', label: 'Committee Stage', description: 'Detailed examination by a parliamentary committee.' },
  { key: 'second_reading', label: 'Second Reading', description: 'Full debate on principles and amendments.' },
  { key: 'third_reading', label: 'Third Reading', description: 'Final vote.' },
  { key: 'presidential_assent', label: 'Presidential Assent', description: 'The President signs or refuses with reasons.' },
  { key: 'publication', label: 'Publication', description: 'Gazetted as an Act of Parliament.' },
  { key: 'implementation', label: 'Implementation', description: 'The law comes into effect.' },
] as const;

export const STAGE_KEYS = STAGES.map((s) => s.key) as unknown as readonly [StageKey, ...StageKey[]];
export type StageKey = (typeof STAGES)[number]['key'];

export const BILL_STATUSES = ['active', 'passed', 'rejected', 'withdrawn', 'lapsed'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Badge colours of spec §4. */
export const BILL_STATUS_COLOURS: Record<BillStatus, 'blue' | 'green' | 'red' | 'grey' | 'yellow'> = {
  active: 'blue',
  passed: 'green',
  rejected: 'red',
  withdrawn: 'grey',
  lapsed: 'yellow',
};

export const BILL_TYPES = ['Government Bill', 'Private Members Bill', 'Hybrid Bill'] as const;
export type BillType = (typeof BILL_TYPES)[number];

export const STAGE_STATUSES = ['completed', 'in_progress', 'pending', 'rejected'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];
export const STAGE_STATUS_COLOURS: Record<StageStatus, 'green' | 'blue' | 'grey' | 'red'> = {
  completed: 'green',
  in_progress: 'blue',
  pending: 'grey',
  rejected: 'red',
};

export const BILL_SEARCH_MAX_LENGTH = 200;

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
