import type { HansardAnalysis } from '@kakyere/contract';
import type { ParsedSitting } from '../../official-report/parsed-sitting.js';

/**
 * One interface for whatever writes a sitting's analysis: the built-in engine (offline,
 * deterministic, the default) or an LLM provider. Callers never depend on which one ran.
 */
export interface AnalysisEngine {
  /** Recorded as provenance.engine, e.g. "builtin", "openai-compatible", "anthropic", "google". */
  readonly name: string;
  /** Recorded as provenance.model; null for the built-in engine. */
  readonly model: string | null;
  /** Recorded as provenance.engine_version. */
  readonly version: string;
  analyse(sitting: ParsedSitting, options?: { signal?: AbortSignal }): Promise<HansardAnalysis>;
}
