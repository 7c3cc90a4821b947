import type { AiConfig } from '../../../../config.js';
import type { AnalysisEngine } from './analysis-engine.js';
import { createLlmAnalysisEngine } from './llm-analysis-engine.js';
import { selectTransport } from '../transport/select-transport.js';

export type { AiConfig } from '../../../../config.js';

/**
 * The analysis engine the configuration asks for: the configured LLM doing the Hansard-analysis
 * task, or the built-in engine. The built-in engine is passed in (the caller has it as the fallback
 * anyway), which keeps this module free of its dependencies and lets tests use a stub.
 */
export function selectEngine(config: AiConfig, builtin: AnalysisEngine, options: { maxRetries?: number } = {}): AnalysisEngine {
  const transport = selectTransport(config, options);
  return transport ? createLlmAnalysisEngine(transport) : builtin;
}
