import type { HansardAnalysis } from '@kakyere/contract';
import type { AnalysisEngine } from './analysis-engine.js';
import type { LlmTransport } from '../transport/llm-transport.js';
import { analysisJsonSchema, buildAnalysisPrompt, LLM_ENGINE_VERSION } from './build-analysis-prompt.js';
import { requireWellFormedAnalysis } from './validate-analysis.js';

/**
 * The Hansard-analysis task over any LLM transport: the one prompt, the contract's schema, and the
 * answer parsed. It is checked against the record by analyseSitting: call it through that.
 */
export function createLlmAnalysisEngine(transport: LlmTransport, options: { maxInputWords?: number } = {}): AnalysisEngine {
  return {
    name: transport.provider,
    model: transport.model,
    version: LLM_ENGINE_VERSION,
    async analyse(sitting, { signal } = {}): Promise<HansardAnalysis> {
      const prompt = buildAnalysisPrompt(sitting, { maxInputWords: options.maxInputWords });
      const response = await transport.complete({
        instructions: prompt.system,
        input: prompt.user,
        jsonSchema: analysisJsonSchema,
        schemaName: 'hansard_analysis',
        signal,
      });
      return requireWellFormedAnalysis(response.text);
    },
  };
}
