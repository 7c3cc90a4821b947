import { HansardAnalysisSchema, type HansardAnalysis } from '@kakyere/contract';
import type { ParsedSitting } from '../../official-report/parsed-sitting.js';
import { splitBillName } from '../../official-report/bill-names.js';
import { TextIndex } from '../../text-index/text-index.js';
import { parseModelJson } from '../shared/parse-model-json.js';
import { LlmAnswerError } from '../transport/llm-transport.js';

export type AnalysisValidation = { ok: true; analysis: HansardAnalysis } | { ok: false; reason: string };

/**
 * Checks an engine's answer against the contract and against the record itself. A model can return
 * well-formed JSON that is still wrong about the sitting, so the schema is only the first check:
 * every quote must be in the text, and every bill must be named there. `rawOutput` is the model's
 * reply as text (parsed leniently) or an already-parsed value.
 */
export function validateAnalysis(sitting: ParsedSitting, rawOutput: unknown): AnalysisValidation {
  const parsed = parseAnalysis(rawOutput);
  if (!parsed.ok) return parsed;
  const { analysis } = parsed;

  const quotes = [
    ...analysis.summary.map((item) => item.quote),
    ...analysis.affected_industries.map((item) => item.quote),
    ...analysis.bills_discussed.map((item) => item.quote),
  ];
  // Normalised once: renormalising a 250 kB record for each of dozens of quotes took seconds.
  const index = new TextIndex(sitting.text);
  for (const quote of quotes) {
    if (index.locate(quote) === null) return { ok: false, reason: `quote not found in the record: ${clip(quote)}` };
  }

  if (analysis.bills_discussed.length > 0) {
    const words = ` ${wordsOf(sitting.text).join(' ')} `;
    for (const { bill } of analysis.bills_discussed) {
      if (!billNamedIn(words, bill)) return { ok: false, reason: `bill not named in the record: ${clip(bill)}` };
    }
  }
  return { ok: true, analysis };
}

/**
 * The checks that need no record: readable JSON of the contract's shape, with no blank sentences.
 * Providers run these on a reply; the record checks run once, in analyseSitting, whatever the engine.
 */
export function parseAnalysis(rawOutput: unknown): AnalysisValidation {
  const value = typeof rawOutput === 'string' ? parseModelJson(rawOutput) : rawOutput;
  if (value === undefined) return { ok: false, reason: 'malformed JSON' };

  const parsed = HansardAnalysisSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: shapeProblem(value, parsed.error.issues) };
  const analysis = parsed.data;

  if (analysis.summary.some((item) => item.sentence.trim() === '')) return { ok: false, reason: 'empty summary sentence' };
  if (analysis.key_topics.some((topic) => topic.trim() === '')) return { ok: false, reason: 'empty key topic' };
  return { ok: true, analysis };
}

/** Thrown when an LLM's analysis cannot be used; `reason` is what fallback_reason records. */
export class AnalysisRejectedError extends LlmAnswerError {
  override name = 'AnalysisRejectedError';
}

/** The parsed analysis, or an AnalysisRejectedError naming what was wrong with the reply. */
export function requireWellFormedAnalysis(rawOutput: unknown): HansardAnalysis {
  const result = parseAnalysis(rawOutput);
  if (!result.ok) throw new AnalysisRejectedError(result.reason);
  return result.analysis;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/** One short sentence about the first schema problem, naming the offending value where that helps. */
function shapeProblem(value: unknown, issues: readonly Issue[]): string {
  const issue = issues[0];
  if (!issue) return 'wrong shape';
  const field = issue.path[issue.path.length - 1];
  const offending = valueAt(value, issue.path);
  if (field === 'industry' && typeof offending === 'string') return `industry not among the 20: ${clip(offending)}`;
  if (field === 'bill' && typeof offending === 'string') return `bill not written as "Title Bill, YYYY": ${clip(offending)}`;
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'answer';
  return `wrong shape: ${where}: ${issue.message}`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Whether the record names the bill: its title words appear in the text, in order and next to one
 * another (case, punctuation and line breaks aside), and so does its year. Scattered words are not
 * enough, or "Energy Sector Levy Bill" would pass in any debate that mentions energy and levies.
 */
function billNamedIn(recordWords: string, bill: string): boolean {
  const name = splitBillName(bill);
  if (!name) return false;
  const title = wordsOf(name.title);
  if (title[0] === 'the') title.shift();
  if (title.length === 0) return false;
  return recordWords.includes(` ${title.join(' ')} `) && recordWords.includes(` ${name.year} `);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function clip(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}
