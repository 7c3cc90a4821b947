import { BILL_STATUSES, STAGE_STATUSES } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  amendmentStatusBadge,
  BADGE_TONE_CLASSES,
  billStatusBadge,
  humanize,
  stageStatusBadge,
  stakeholderPositionBadge,
} from './badges';

describe('badges', () => {
  it('colours bill statuses as spec §4 says, with human labels', () => {
    expect(BILL_STATUSES.map(billStatusBadge)).toEqual([
      { label: 'Active', tone: 'blue' },
      { label: 'Passed', tone: 'green' },
      { label: 'Rejected', tone: 'red' },
      { label: 'Withdrawn', tone: 'grey' },
      { label: 'Lapsed', tone: 'yellow' },
    ]);
  });

  it('colours stage statuses, labelling in_progress as In Progress', () => {
    expect(STAGE_STATUSES.map(stageStatusBadge)).toEqual([
      { label: 'Completed', tone: 'green' },
      { label: 'In Progress', tone: 'blue' },
      { label: 'Pending', tone: 'grey' },
      { label: 'Rejected', tone: 'red' },
    ]);
  });

  it('colours amendment statuses, anything unknown blue', () => {
    expect(amendmentStatusBadge('adopted')).toEqual({ label: 'Adopted', tone: 'green' });
    expect(amendmentStatusBadge('Rejected')).toEqual({ label: 'Rejected', tone: 'red' });
    expect(amendmentStatusBadge('withdrawn')).toEqual({ label: 'Withdrawn', tone: 'grey' });
    expect(amendmentStatusBadge('pending')).toEqual({ label: 'Pending', tone: 'blue' });
    expect(amendmentStatusBadge('stood_down')).toEqual({ label: 'Stood Down', tone: 'blue' });
    expect(amendmentStatusBadge('  ')).toEqual({ label: 'Status not recorded', tone: 'blue' });
  });

  it('colours stakeholder positions: support green, oppose red, others grey', () => {
    expect(stakeholderPositionBadge('support')).toEqual({ label: 'Support', tone: 'green' });
    expect(stakeholderPositionBadge('OPPOSE')).toEqual({ label: 'Oppose', tone: 'red' });
    expect(stakeholderPositionBadge('neutral')).toEqual({ label: 'Neutral', tone: 'grey' });
    expect(stakeholderPositionBadge('mixed')).toEqual({ label: 'Mixed', tone: 'grey' });
  });

  it('has classes for every tone', () => {
    for (const tone of ['blue', 'green', 'red', 'grey', 'yellow'] as const) {
      expect(BADGE_TONE_CLASSES[tone]).toMatch(/^bg-\S+ text-\S+ ring-\S+$/);
    }
  });

  it('humanizes snake case and words', () => {
    expect(humanize('in_progress')).toBe('In Progress');
    expect(humanize('second consideration')).toBe('Second Consideration');
    expect(humanize('')).toBe('');
  });
});
