import type { HansardAnalysis } from '@kakyere/contract';
import type { ParsedSitting } from '../ingest/parsed-sitting.js';
import type { AnalysisEngine } from './analysis-engine.js';
import { AnalysisRejectedError, validateAnalysis } from './validate-analysis.js';

/** The part of a pino logger this needs, so callers can pass app.log or a child of it. */
export interface AnalysisLogger {
  warn(obj: object, msg: string): void;
}

export interface AnalyseSittingOptions {
  /** The configured engine (see select-engine). */
  engine: AnalysisEngine;
  /** The built-in engine: what is used when the configured one fails. */
  fallback: AnalysisEngine;
  timeoutMs: number;
  logger: AnalysisLogger;
}

export interface SittingAnalysis {
  analysis: HansardAnalysis;
  /** Provenance of the engine whose analysis this is (the fallback's when it was used). */
  engine: string;
  model: string | null;
  version: string;
  /** Why the configured engine's answer was not used; null when it was (or when it is the built-in one). */
  fallbackReason: string | null;
}

/**
 * Analyses a sitting with the configured engine, and falls back to the built-in engine when that
 * fails, times out or answers something the record does not support. Ingestion never stops for
 * an LLM: a sitting always gets an analysis, and its provenance says which engine wrote it.
 */
export async function analyseSitting(sitting: ParsedSitting, options: AnalyseSittingOptions): Promise<SittingAnalysis> {
  const { engine, fallback, timeoutMs, logger } = options;
  if (engine === fallback) return { ...(await runEngine(engine, sitting)), fallbackReason: null };

  let reason: string;
  try {
    const analysis = await withTimeout(timeoutMs, (signal) => engine.analyse(sitting, { signal }));
    // Checked against the record here, once, whichever engine answered (providers only parse).
    const checked = validateAnalysis(sitting, analysis);
    if (checked.ok) return { ...provenance(engine), analysis: checked.analysis, fallbackReason: null };
    reason = checked.reason;
  } catch (error) {
    reason = failureReason(error);
  }

  logger.warn(
    { engine: engine.name, model: engine.model, date: sitting.date, reason },
    'AI analysis not used; falling back to the built-in engine',
  );
  return { ...(await runEngine(fallback, sitting)), fallbackReason: reason };
}

async function runEngine(engine: AnalysisEngine, sitting: ParsedSitting): Promise<Omit<SittingAnalysis, 'fallbackReason'>> {
  return { ...provenance(engine), analysis: await engine.analyse(sitting) };
}

function provenance(engine: AnalysisEngine): { engine: string; model: string | null; version: string } {
  return { engine: engine.name, model: engine.model, version: engine.version };
}

class AnalysisTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
    this.name = 'AnalysisTimeoutError';
  }
}

/**
 * Runs `task` with a signal that aborts after `timeoutMs`, and stops waiting then even if the task
 * ignores the signal: a hung provider must not hold up ingestion.
 */
async function withTimeout<T>(timeoutMs: number, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new AnalysisTimeoutError(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const running = task(controller.signal);
  running.catch(() => {}); // once the timeout has won, a late rejection is expected and already handled
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function failureReason(error: unknown): string {
  if (error instanceof AnalysisRejectedError) return error.reason;
  if (error instanceof AnalysisTimeoutError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const flat = message.replace(/\s+/g, ' ').trim();
  return `engine failed: ${flat.length > 200 ? `${flat.slice(0, 199)}…` : flat}`;
}
