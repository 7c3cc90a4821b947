import type { HansardAnalysis } from '@kakyere/contract';
import type { ParsedSitting } from '../../official-report/parsed-sitting.js';
import type { AnalysisEngine } from './analysis-engine.js';
import { sessionType } from './builtin/session-type.js';
import { validateAnalysis } from './validate-analysis.js';
import { runWithFallback } from '../shared/run-with-fallback.js';

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
  const result = await runWithFallback<HansardAnalysis>({
    primary: engine === fallback ? null : (signal) => engine.analyse(sitting, { signal }),
    // Checked against the record here, once, whichever engine answered (engines only parse).
    check: (analysis) => {
      const checked = validateAnalysis(sitting, analysis);
      return checked.ok ? { ok: true, value: checked.analysis } : checked;
    },
    fallback: () => fallback.analyse(sitting),
    timeoutMs,
    onFallback: (reason) =>
      logger.warn(
        { engine: engine.name, model: engine.model, date: sitting.date, reason },
        'AI analysis not used; falling back to the built-in engine',
      ),
  });
  const wrote = result.fellBack || engine === fallback ? fallback : engine;
  return { analysis: withCoverSessionType(sitting, result.value), engine: wrote.name, model: wrote.model, version: wrote.version, fallbackReason: result.fallbackReason };
}

/**
 * The meeting, session and Parliament are facts of the cover and the date, not a judgement: when a
 * record of Ghana's Parliament gives the full form, every engine's analysis carries it, so a model
 * that answers "First Meeting" cannot shorten what the editors write in full.
 */
function withCoverSessionType(sitting: ParsedSitting, analysis: HansardAnalysis): HansardAnalysis {
  const full = sessionType(sitting);
  return full.startsWith('Plenary Sitting') ? { ...analysis, session_type: full } : analysis;
}
