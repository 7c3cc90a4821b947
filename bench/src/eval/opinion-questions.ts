import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One Act of ../shared/data/bill_texts and the seeded bill it is imported into (null: none is seeded). */
export interface EvalAct {
  key: string;
  file: string;
  billId: string | null;
}

export type Half = 'tune' | 'heldOut';

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
export const HALF_LABEL: Record<Half, string> = { tune: 'TUNE', heldOut: 'HELD-OUT' };

/** Reads and checks the question file: every question's Act is in exactly one half, questions fit the 140-character box. */
export function readOpinionQuestions(repoRoot: string): OpinionQuestionFile {
  const file = JSON.parse(readFileSync(path.join(repoRoot, QUESTIONS_FILE), 'utf8')) as OpinionQuestionFile;
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
  if (problems.length) throw new Error(`${QUESTIONS_FILE}: ${problems.join('; ')}`);
  return file;
}

export function halfOf(file: OpinionQuestionFile, actKey: string): Half {
  return file.split.tune.includes(actKey) ? 'tune' : 'heldOut';
}
