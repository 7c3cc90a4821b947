import { STAGES } from '@kakyere/contract/constants';
import type { BillStage } from '@kakyere/contract';
import { describe, expect, it } from 'vitest';
import {
  amendmentTitle,
  connectorColour,
  hasStageDetails,
  isSiteHansardPath,
  isWebLink,
  orderedStages,
  pendingStage,
  sourceHost,
  stageInfo,
  stageLabel,
  voteCounts,
} from './journey';

const votes = (votesFor: number | null, votesAgainst: number | null, votesAbstain: number | null) => ({
  votesFor,
  votesAgainst,
  votesAbstain,
});

describe('stages', () => {
  it('labels stages from the contract, numbered in order', () => {
    expect(stageLabel('committee')).toBe('Committee Stage');
    expect(stageLabel('implementation')).toBe('Implementation');
    expect(stageInfo('first_reading')).toMatchObject({ number: 2, label: 'First Reading' });
    expect(stageInfo('implementation').number).toBe(8);
  });

  it('orders the 8 stages and fills gaps with pending ones', () => {
    const third: BillStage = { ...pendingStage('third_reading'), stageStatus: 'completed' };
    const first: BillStage = { ...pendingStage('first_reading'), stageStatus: 'completed' };
    const stages = orderedStages([third, first]);
    expect(stages.map((s) => s.stage)).toEqual(STAGES.map((s) => s.key));
    expect(stages.map((s) => s.stageStatus)).toEqual([
      'pending',
      'completed',
      'pending',
      'pending',
      'completed',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('knows when a stage has details to show', () => {
    expect(hasStageDetails(pendingStage('committee'))).toBe(false);
    expect(hasStageDetails({ ...pendingStage('committee'), committeeName: 'Finance Committee' })).toBe(true);
    expect(hasStageDetails({ ...pendingStage('committee'), votesFor: 0 })).toBe(true);
    expect(hasStageDetails({ ...pendingStage('committee'), notes: '  ' })).toBe(false);
  });
});

describe('amendmentTitle', () => {
  it('uses the amendment number when there is one', () => {
    expect(amendmentTitle({ amendmentNumber: 'A12' }, 0)).toBe('A12');
  });

  it("falls back to 'Amendment N' by position", () => {
    expect(amendmentTitle({ amendmentNumber: null }, 0)).toBe('Amendment 1');
    expect(amendmentTitle({ amendmentNumber: '  ' }, 4)).toBe('Amendment 5');
  });
});

describe('voteCounts', () => {
  it('shows nothing when votesFor is null', () => {
    expect(voteCounts(votes(null, null, null))).toBeNull();
    expect(voteCounts(votes(null, 12, 3))).toBeNull();
  });

  it('shows For and Against when votesFor is set, even at 0', () => {
    expect(voteCounts(votes(120, 30, null))).toEqual({ for: 120, against: 30, abstain: null });
    expect(voteCounts(votes(0, 0, null))).toEqual({ for: 0, against: 0, abstain: null });
    expect(voteCounts(votes(98, null, null))).toEqual({ for: 98, against: 0, abstain: null });
  });

  it('shows Abstain only when above 0', () => {
    expect(voteCounts(votes(100, 20, 0))?.abstain).toBeNull();
    expect(voteCounts(votes(100, 20, 5))?.abstain).toBe(5);
  });
});

describe('connectorColour', () => {
  it('is green only after a completed stage', () => {
    expect(connectorColour('completed')).toBe('green');
    expect(connectorColour('in_progress')).toBe('grey');
    expect(connectorColour('pending')).toBe('grey');
    expect(connectorColour('rejected')).toBe('grey');
  });
});

describe('links', () => {
  it('recognises site Hansard permalinks', () => {
    expect(isSiteHansardPath('/hansards/2018-04-26')).toBe(true);
    expect(isSiteHansardPath('https://odekro.org/hansard/2018')).toBe(false);
    expect(isSiteHansardPath('/hansards/')).toBe(false);
    expect(isSiteHansardPath('//evil.example/hansards/1')).toBe(false);
  });

  it('shows a source by its host', () => {
    expect(sourceHost('https://www.graphic.com.gh/news/x.html')).toBe('graphic.com.gh');
    expect(sourceHost('http://staging.odekro.org/hansard')).toBe('staging.odekro.org');
    expect(sourceHost('not a url')).toBe('not a url');
    expect(isWebLink('https://ghalii.org/akn')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
  });
});
