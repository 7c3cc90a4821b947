import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one split of the labelled sittings (bench/eval/split.json) that every evaluation reads: rules
 * are tuned looking at TUNE only, REPORT is what the figures and the gate are quoted on. Both halves
 * have been read by the developers (the file says so); REPORT is held out from tuning, not unseen.
 */

export type Half = 'tune' | 'report';
export const HALVES: readonly Half[] = ['tune', 'report'];

export interface SplitSet {
  what: string;
  /** Repository-relative path of the labels: `{ item: industries[] }`. */
  labels: string;
  tune: string[];
  report: string[];
}

export interface Split {
  note: string;
  rule: string;
  sets: Record<string, SplitSet>;
  outOfDomain: { what: string; labels: string; items: string[] };
}

export const GHANA_SET = 'ghana-2011-2012';

/** Reads and checks the split: no item in both halves or twice, and every half non-empty. */
export function readSplit(repoRoot: string): Split {
  const split = JSON.parse(readFileSync(path.join(repoRoot, 'bench/eval/split.json'), 'utf8')) as Split;
  for (const [name, set] of Object.entries(split.sets)) {
    const all = [...set.tune, ...set.report];
    const twice = all.filter((item, i) => all.indexOf(item) !== i);
    if (twice.length > 0) throw new Error(`split.json: ${name}: listed twice: ${twice.join(', ')}`);
    if (set.tune.length === 0 || set.report.length === 0) throw new Error(`split.json: ${name}: a half is empty`);
  }
  return split;
}

export function halfOf(set: SplitSet, item: string): Half | null {
  if (set.tune.includes(item)) return 'tune';
  if (set.report.includes(item)) return 'report';
  return null;
}

/**
 * Items the labels have and the split does not place, or the other way round: an item outside the
 * split would be scored in no half (or tuned on unnoticed), so the evaluation refuses to run.
 */
export function splitProblems(name: string, set: SplitSet, labelled: readonly string[]): string[] {
  const placed = new Set([...set.tune, ...set.report]);
  const labels = new Set(labelled);
  return [
    ...labelled.filter((item) => !placed.has(item)).map((item) => `${name}: "${item}" is labelled but in neither half of split.json`),
    ...[...placed].filter((item) => !labels.has(item)).map((item) => `${name}: "${item}" is in split.json but has no labels`),
  ];
}

/** Reads a labels file named by the split (`{ item: string[] }`). */
export function readLabels(repoRoot: string, relative: string): Record<string, string[]> {
  return JSON.parse(readFileSync(path.join(repoRoot, relative), 'utf8')) as Record<string, string[]>;
}
