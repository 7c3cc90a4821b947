import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One Act of ../shared/data/bill_texts and the seeded bill it is imported into (null: none is seeded). */
export interface EvalAct {
  key: string;
  file: string;
  billId: string | null;
}

/** 'fresh': the second question set on the held-out Acts (questions-fresh.json), written after the engine was frozen. */
export type Half = 'tune' | 'heldOut' | 'fresh';

export interface EvalQuestion {
  act: string;
  question: string;
  /** The sections that answer it, numbers as printed; empty when the text does not answer it. */
  sections: string[];
  note: string;
}

export interface OpinionQuestionFile {
  split: { reason: string; tune: string[]; heldOut: string[] };
  acts: EvalAct[];
  questions: EvalQuestion[];
}

export const QUESTIONS_FILE = 'bench/eval/opinions/questions.json';
export const FRESH_QUESTIONS_FILE = 'bench/eval/opinions/questions-fresh.json';
export const HALF_LABEL: Record<Half, string> = { tune: 'TUNE', heldOut: 'HELD-OUT', fresh: 'FRESH' };

/**
 * The second set on the held-out Acts: its Acts must be the main file's held-out ones, so it can
 * never be used to tune (checked as the main file is).
 */
export function readFreshQuestions(repoRoot: string, main: OpinionQuestionFile): EvalQuestion[] {
  const fresh = readOpinionQuestions(repoRoot, FRESH_QUESTIONS_FILE);
  const notHeldOut = fresh.questions.filter((q) => !main.split.heldOut.includes(q.act));
  if (notHeldOut.length) throw new Error(`${FRESH_QUESTIONS_FILE}: questions on Acts outside the held-out half: ${[...new Set(notHeldOut.map((q) => q.act))].join(', ')}`);
  return fresh.questions;
}

/** Reads and checks the question file: every question's Act is in exactly one half, questions fit the 140-character box. */
export function readOpinionQuestions(repoRoot: string, name = QUESTIONS_FILE): OpinionQuestionFile {
  const file = JSON.parse(readFileSync(path.join(repoRoot, name), 'utf8')) as OpinionQuestionFile;
  const problems: string[] = [];
  const keys = new Set(file.acts.map((a) => a.key));
  for (const key of keys) {
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
