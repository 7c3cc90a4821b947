import { describe, expect, it } from 'vitest';
import { compareIndustries, judgeReportHalf, pooled, type IndustryResult } from './industry-report.js';
import { splitProblems } from './split.js';

const result = (item: string, group: IndustryResult['group'], found: string[], labels: string[]): IndustryResult => ({
  set: 'test',
  item,
  group,
  comparison: compareIndustries(found, labels),
  error: null,
});

describe('industry scores by half', () => {
  it('micro-averages over sitting × industry pairs within a half only', () => {
    const results = [
      result('a', 'report', ['Finance', 'Trade'], ['Finance']),
      result('b', 'report', [], ['Mining', 'Energy']),
      result('c', 'tune', ['Mining'], ['Mining']),
    ];
    expect(pooled(results, 'report')).toMatchObject({ truePositives: 1, predicted: 2, expected: 3 });
    expect(pooled(results, 'tune')).toMatchObject({ truePositives: 1, predicted: 1, expected: 1 });
  });

  it('passes the REPORT half at the targets and says which pairs cost it when it fails', () => {
    const good = Array.from({ length: 10 }, (_, i) => result(`s${i}`, 'report', ['Finance'], ['Finance']));
    expect(judgeReportHalf(good).ok).toBe(true);
    const bad = [...good, result('missing', 'report', [], ['Mining', 'Energy']), result('extra', 'report', ['Sports', 'Culture'], [])];
    const verdict = judgeReportHalf(bad);
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons.join(' ')).toMatch(/missed missing: Mining; missing: Energy/);
    expect(verdict.reasons.join(' ')).toMatch(/wrong extra: Sports; extra: Culture/);
  });

  it('ignores the TUNE half in the gate', () => {
    const results = [result('r', 'report', ['Finance'], ['Finance']), result('t', 'tune', [], ['Mining', 'Energy', 'Trade'])];
    expect(judgeReportHalf(results).ok).toBe(true);
  });
});

describe('the split covers the labels', () => {
  it('names an item labelled but in neither half, and one placed without labels', () => {
    const set = { what: '', labels: '', tune: ['a'], report: ['b', 'ghost'] };
    expect(splitProblems('s', set, ['a', 'b', 'new'])).toEqual([
      's: "new" is labelled but in neither half of split.json',
      's: "ghost" is in split.json but has no labels',
    ]);
    expect(splitProblems('s', set, ['a', 'b', 'ghost'])).toEqual([]);
  });
});
