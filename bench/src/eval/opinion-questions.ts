import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One Act of ../shared/data/bill_texts and the seeded bill it is imported into (null: none is seeded). */
export interface EvalAct {
  key: string;
  file: string;
  billId: string | null;
}

/**
 * 'fresh' and 'fresh2': the second and third question sets on the held-out Acts, each written after
 * an engine version was frozen (questions-fresh.json after builtin-opinion-1.2.0, read for the
 * misses that shaped 1.3.0; questions-fresh-2.json after 1.3.0).
 */
export type Half = 'tune' | 'heldOut' | 'fresh' | 'fresh2' | 'unseen';
export type FreshHalf = Extract<Half, 'fresh' | 'fresh2'>;

export interface EvalQuestion {
  act: string;
  question: string;
  /** The sections that answer it, numbers as printed; empty when the text does not answer it. */
  sections: string[];
  note: string;
  /** Short phrases of the answering sections, verbatim: a quote holding one of them quotes the answer (UNSEEN only). */
  answerWords?: string[];
}

export interface OpinionQuestionFile {
  split: { reason: string; tune: string[]; heldOut: string[] };
  acts: EvalAct[];
  questions: EvalQuestion[];
}

export const QUESTIONS_FILE = 'bench/eval/opinions/questions.json';
export const FRESH_QUESTIONS_FILES: Record<FreshHalf, string> = {
  fresh: 'bench/eval/opinions/questions-fresh.json',
  fresh2: 'bench/eval/opinions/questions-fresh-2.json',
};
export const HALF_LABEL: Record<Half, string> = { tune: 'TUNE', heldOut: 'HELD-OUT', fresh: 'FRESH', fresh2: 'FRESH-2', unseen: 'UNSEEN' };

/**
 * The fifth set, on all seven Acts: written on 2026-11-25 by someone who had not read the engine,
 * its rules or the earlier sets, questions first and labels (sections, answering words) after;
 * scored once, after builtin-opinion-2.0.0 was frozen. Never to be tuned on.
 */
export const UNSEEN_QUESTIONS_FILE = 'bench/eval/opinions/questions-unseen.json';

/** The UNSEEN set: its Acts must be the main file's, so the same imports serve it. */
export function readUnseenQuestions(repoRoot: string, main: OpinionQuestionFile): EvalQuestion[] {
  const unseen = readOpinionQuestions(repoRoot, UNSEEN_QUESTIONS_FILE, { split: false });
  const keys = new Set(main.acts.map((a) => a.key));
  const unknown = unseen.questions.filter((q) => !keys.has(q.act));
  if (unknown.length) throw new Error(`${UNSEEN_QUESTIONS_FILE}: questions on unknown Acts`);
  return unseen.questions;
}

/**
 * A later set on the held-out Acts: its Acts must be the main file's held-out ones, so it can never
 * be used to tune (checked as the main file is).
 */
export function readFreshQuestions(repoRoot: string, main: OpinionQuestionFile, half: FreshHalf): EvalQuestion[] {
  const name = FRESH_QUESTIONS_FILES[half];
  const fresh = readOpinionQuestions(repoRoot, name);
  const notHeldOut = fresh.questions.filter((q) => !main.split.heldOut.includes(q.act));
  if (notHeldOut.length) throw new Error(`${name}: questions on Acts outside the held-out half: ${[...new Set(notHeldOut.map((q) => q.act))].join(', ')}`);
  return fresh.questions;
}

/** Reads and checks the question file: every question's Act is in exactly one half, questions fit the 140-character box. */
export function readOpinionQuestions(repoRoot: string, name = QUESTIONS_FILE, { split = true } = {}): OpinionQuestionFile {
  const file = JSON.parse(readFileSync(path.join(repoRoot, name), 'utf8')) as OpinionQuestionFile;
  const problems: string[] = [];
  const keys = new Set(file.acts.map((a) => a.key));
  for (const key of split ? keys : []) {
    const halves = [file.split.tune.includes(key), file.split.heldOut.includes(key)].filter(Boolean).length;
    if (halves !== 1) problems.push(`${key} must be in exactly one half of the split`);
  }
  const seen = new Set<string>();
  for (const q of file.questions) {
    if (!keys.has(q.act)) problems.push(`"${q.question}": unknown act ${q.act}`);
    if (q.question.trim().length === 0 || q.question.length > 140) problems.push(`"${q.question}": must be 1–140 characters`);
    if (seen.has(`${q.act}\n${q.question}`)) problems.push(`"${q.question}" is asked twice of ${q.act}`);
    seen.add(`${q.act}\n${q.question}`);
  }
  if (problems.length) throw new Error(`${name}: ${problems.join('; ')}`);
  return file;
}

export function halfOf(file: OpinionQuestionFile, actKey: string): Half {
  return file.split.tune.includes(actKey) ? 'tune' : 'heldOut';
}
