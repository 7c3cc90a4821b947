import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ParsedSitting } from '../../../apps/server/src/modules/engines/official-report/parsed-sitting.js';
import type { SpeechAttribution } from '../../../apps/server/src/modules/engines/official-report/resolve-speakers.js';

/**
 * Speaker attribution against hand labels (bench/eval/speaker-labels/<sitting>.json). A label names
 * who speaks under one printed label: a person id, "chair" (whoever presides there, per the file's
 * own `chair` list), "group", "unidentifiable" or "not-in-roster"; an entry with `column` overrides
 * the one without for speeches in that column. Precision: of the speeches attributed to someone (among
 * labelled ones, groups aside), those given to the right person. Coverage: of the speeches whose
 * speaker is a person, those rightly attributed.
 */

export interface SpeakerLabelFile {
  file: string;
  sittingDate: string;
  chair: { fromColumn: number; office: string; person: string }[];
  labels: { label: string; person: string; column?: number; why?: string }[];
}

export interface AttributionMistake {
  label: string;
  column: number | null;
  expected: string;
  got: string | null;
  rule: string;
}

export interface AttributionScore {
  speeches: number;
  /** Speeches with a label entry, groups excepted. */
  labelled: number;
  /** Labelled speeches whose speaker is a person. */
  identifiable: number;
  attributed: number;
  right: number;
  mistakes: AttributionMistake[];
  /** Identifiable speeches left unresolved, by the resolver's reason. */
  missed: Map<string, number>;
  /** How many speeches each rule decided. */
  rules: Map<string, number>;
}

export const emptyAttributionScore = (): AttributionScore => ({ speeches: 0, labelled: 0, identifiable: 0, attributed: 0, right: 0, mistakes: [], missed: new Map(), rules: new Map() });

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
const bump = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

export function readSpeakerLabels(dir: string, file: string): SpeakerLabelFile | null {
  const at = path.join(dir, file.replace(/\.txt$/, '.json'));
  return existsSync(at) ? (JSON.parse(readFileSync(at, 'utf8')) as SpeakerLabelFile) : null;
}

/** What the labels say of one speech: a person id, "group", "unidentifiable", "not-in-roster", or undefined when unlabelled. */
export function expectedSpeaker(labels: SpeakerLabelFile, label: string, column: number | null): string | undefined {
  const entries = labels.labels.filter((l) => flat(l.label) === flat(label));
  const entry = entries.find((l) => l.column !== undefined && l.column === column) ?? entries.find((l) => l.column === undefined);
  if (!entry) return undefined;
  if (entry.person !== 'chair') return entry.person;
  const chair = [...labels.chair].sort((a, b) => a.fromColumn - b.fromColumn);
  const presiding = column === null ? chair[0] : (chair.filter((c) => c.fromColumn <= column).at(-1) ?? chair[0]);
  return presiding?.person ?? 'unidentifiable';
}

export function scoreSpeakerAttribution(labels: SpeakerLabelFile, sitting: ParsedSitting, attributions: SpeechAttribution[]): AttributionScore {
  const score = emptyAttributionScore();
  sitting.speeches.forEach((speech, i) => {
    const got = attributions[i]!;
    score.speeches++;
    bump(score.rules, got.rule.startsWith('unresolved:') ? 'unresolved' : got.rule);
    const expected = expectedSpeaker(labels, speech.speaker.label, speech.column);
    if (expected === undefined || expected === 'group') return;
    score.labelled++;
    const identifiable = expected.startsWith('person/');
    if (identifiable) score.identifiable++;
    if (got.personId === null) {
      if (identifiable) bump(score.missed, got.rule);
      return;
    }
    score.attributed++;
    if (got.personId === expected) score.right++;
    else score.mistakes.push({ label: flat(speech.speaker.label), column: speech.column, expected, got: got.personId, rule: got.rule });
  });
  return score;
}

export function addAttributionScores(scores: AttributionScore[]): AttributionScore {
  const total = emptyAttributionScore();
  for (const s of scores) {
    total.speeches += s.speeches;
    total.labelled += s.labelled;
    total.identifiable += s.identifiable;
    total.attributed += s.attributed;
    total.right += s.right;
    total.mistakes.push(...s.mistakes);
    for (const [k, n] of s.missed) bump(total.missed, k, n);
    for (const [k, n] of s.rules) bump(total.rules, k, n);
  }
  return total;
}

export const attributionPrecision = (s: AttributionScore): number | null => (s.attributed === 0 ? null : s.right / s.attributed);
export const attributionCoverage = (s: AttributionScore): number | null => (s.identifiable === 0 ? null : s.right / s.identifiable);

// ---- The report section ------------------------------------------------------------------------

export interface SittingAttribution {
  file: string;
  half: 'tune' | 'report';
  /** Null when the sitting has no label file yet. */
  score: AttributionScore | null;
  parseMs: number;
  resolveMs: number;
  error: string | null;
}

export const ATTRIBUTION_TARGETS = { reportPrecision: 0.99, reportCoverage: 0.9 };

const pct = (v: number | null) => (v === null ? '—' : v.toFixed(3));
const reasons = (missed: Map<string, number>) =>
  [...missed].sort((a, b) => b[1] - a[1]).map(([rule, n]) => `${rule.replace(/^unresolved:/, '')} ${n}`).join(', ') || '—';

/**
 * Markdown: one row per sitting (counts only), one per half, the TUNE half's mistakes for debugging.
 * REPORT's individual mistakes are never printed: it is the held-out half, shown as counts.
 */
export function speakerAttributionSection(rows: SittingAttribution[], table: (headers: string[], rows: (string | number)[][]) => string, halves: readonly ('tune' | 'report')[]): { markdown: string; halves: Map<string, AttributionScore> } {
  const out: string[] = [];
  const totals = new Map<string, AttributionScore>();
  const cells = (s: AttributionScore) => [s.speeches, s.labelled, s.identifiable, s.attributed, s.right, s.attributed - s.right, pct(attributionPrecision(s)), pct(attributionCoverage(s))];
  const body: (string | number)[][] = [];
  for (const half of halves) {
    const inHalf = rows.filter((r) => r.half === half);
    for (const r of inHalf) {
      if (r.score) body.push([r.file, half.toUpperCase(), ...cells(r.score), r.parseMs.toFixed(0), r.resolveMs.toFixed(1), half === 'report' ? '(counts only)' : reasons(r.score.missed)]);
      else body.push([r.file, half.toUpperCase(), '', '', '', '', '', '', '', '', r.parseMs.toFixed(0), r.resolveMs.toFixed(1), r.error ?? 'no label file']);
    }
    const total = addAttributionScores(inHalf.flatMap((r) => (r.score ? [r.score] : [])));
    totals.set(half, total);
    body.push([`**${half.toUpperCase()}**`, '', ...cells(total), '', '', reasons(total.missed)]);
  }
  out.push(table(['sitting', 'half', 'speeches', 'labelled', 'identifiable', 'attributed', 'right', 'wrong', 'precision', 'coverage', 'parse ms', 'resolve ms', 'unresolved (identifiable), by reason'], body));
  out.push('');
  const tune = totals.get('tune');
  if (tune) {
    out.push(`TUNE rules used: ${[...tune.rules].sort((a, b) => b[1] - a[1]).map(([rule, n]) => `${rule} ${n}`).join(', ')}.`);
    out.push('');
    out.push(tune.mistakes.length === 0 ? 'TUNE mistakes: none.' : 'TUNE mistakes (label, column → attributed, expected, rule):');
    for (const m of tune.mistakes) out.push(`- "${m.label}" col. ${m.column ?? '?'} → ${m.got} (expected ${m.expected}; ${m.rule})`);
  }
  const report = totals.get('report');
  if (report) {
    out.push('');
    const wrong = report.attributed - report.right;
    const unresolvedCount = [...report.missed.values()].reduce((a, b) => a + b, 0);
    out.push(`REPORT: ${wrong} wrong attribution${wrong === 1 ? '' : 's'} and ${unresolvedCount} identifiable speech${unresolvedCount === 1 ? '' : 'es'} left unresolved (individual cases not shown: REPORT is held out).`);
  }
  return { markdown: out.join('\n'), halves: totals };
}
