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
