import { markdownTable, ratio } from './markdown.js';
import { compareSets, microAverage, type Score, type SetComparison } from './score-sets.js';
import type { Half } from './split.js';

/**
 * Industry tags scored against hand labels, per labelled set and per half of the split. Averaging is
 * micro over sitting × industry pairs: TP, tagged and labelled pairs are summed over the items of a
 * half, then P, R and F1 computed once, so a sitting with six industries counts six times a sitting
 * with one, and a sitting with none counts only through its wrong tags.
 */

export type Group = Half | 'out-of-domain';

export interface IndustryResult {
  set: string;
  item: string;
  group: Group;
  comparison: SetComparison<string, string>;
  /** Why the analysis could not be made, when it could not (scored as tagging nothing). */
  error: string | null;
}

export const compareIndustries = (found: readonly string[], expected: readonly string[]): SetComparison<string, string> =>
  compareSets(found, expected, { matches: (a, b) => a === b, predictedKey: (s) => s, expectedKey: (s) => s });

export const TARGETS = { reportRecall: 0.9, reportPrecision: 0.85 } as const;

export function pooled(results: readonly IndustryResult[], group: Group, set?: string): Score {
  return microAverage(results.filter((r) => r.group === group && (set === undefined || r.set === set)).map((r) => r.comparison));
}

const scoreCells = (s: Score) => [s.expected, s.predicted, s.truePositives, ratio(s.precision), ratio(s.recall), ratio(s.f1)];
const list = (items: readonly string[]) => (items.length === 0 ? '—' : items.join(', '));

/** One row per set and half, then the pooled half: what the target is read on. */
export function halfTable(results: readonly IndustryResult[], groups: readonly Half[]): string {
  const sets = [...new Set(results.map((r) => r.set))];
  const rows: (string | number)[][] = [];
  for (const group of groups) {
    for (const set of sets) {
      const items = results.filter((r) => r.group === group && r.set === set);
      if (items.length > 0) rows.push([group.toUpperCase(), set, items.length, ...scoreCells(pooled(results, group, set))]);
    }
    const all = results.filter((r) => r.group === group);
    rows.push([`**${group.toUpperCase()}**`, '**all sets, pooled**', all.length, ...scoreCells(pooled(results, group))]);
  }
  return markdownTable(['half', 'set', 'items', 'labelled pairs', 'tagged pairs', 'TP', 'P', 'R', 'F1'], rows);
}

/** One row per item: what was tagged wrongly (extra) and what was missed, so a reader sees why. */
export function itemTable(results: readonly IndustryResult[]): string {
  return markdownTable(
    ['half', 'set', 'item', 'labelled', 'tagged', 'TP', 'P', 'R', 'extra (tagged, not labelled)', 'missed (labelled, not tagged)'],
    results.map((r) => [
      r.group === 'out-of-domain' ? 'OOD' : r.group.toUpperCase(),
      r.set,
      r.error ? `${r.item} (${r.error})` : r.item,
      r.comparison.expected,
      r.comparison.predicted,
      r.comparison.truePositives,
      ratio(r.comparison.precision),
      ratio(r.comparison.recall),
      list(r.comparison.extra),
      list(r.comparison.missed),
    ]),
  );
}

export interface IndustryVerdict {
  report: Score;
  ok: boolean;
  /** Why the gate failed, in words: which figure, and which pairs cost it. */
  reasons: string[];
}

/** The gate: REPORT half pooled over every labelled set, recall and precision at their targets. */
export function judgeReportHalf(results: readonly IndustryResult[]): IndustryVerdict {
  const report = pooled(results, 'report');
  const reasons: string[] = [];
  const inReport = results.filter((r) => r.group === 'report');
  if (report.recall === null || report.recall < TARGETS.reportRecall) {
    const missed = inReport.flatMap((r) => r.comparison.missed.map((m) => `${r.item}: ${m}`));
    reasons.push(`REPORT recall ${ratio(report.recall)} < ${TARGETS.reportRecall} (${report.truePositives} of ${report.expected} labelled pairs tagged; missed ${missed.join('; ') || '—'})`);
  }
  if (report.precision === null || report.precision < TARGETS.reportPrecision) {
    const extra = inReport.flatMap((r) => r.comparison.extra.map((e) => `${r.item}: ${e}`));
    reasons.push(`REPORT precision ${ratio(report.precision)} < ${TARGETS.reportPrecision} (${report.truePositives} of ${report.predicted} tags right; wrong ${extra.join('; ') || '—'})`);
  }
  return { report, ok: reasons.length === 0, reasons };
}
