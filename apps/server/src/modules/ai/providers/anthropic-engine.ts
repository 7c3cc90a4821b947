import Anthropic from '@anthropic-ai/sdk';
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import type { HansardAnalysis } from '@kakyere/contract';
import type { AnalysisEngine } from '../analysis-engine.js';
import { AnalysisRejectedError, requireWellFormedAnalysis } from '../validate-analysis.js';
import { analysisJsonSchema, buildAnalysisPrompt, LLM_ENGINE_VERSION } from './build-analysis-prompt.js';

export interface AnthropicEngineOptions {
  model: string;
  apiKey: string;
  /** The Anthropic API when unset; set it for a proxy or gateway that speaks the Messages API. */
  baseURL?: string;
  timeoutMs?: number;
  maxRetries?: number;
  maxInputWords?: number;
}

/** Room for 5 summary sentences, 10 topics, 20 industries and many bills, each with its quote. */
const MAX_OUTPUT_TOKENS = 8_192;

/**
 * The Messages API has its own subset of JSON Schema for structured output (no length limits, for
 * one); the SDK's transform moves what it cannot enforce into descriptions. The validator checks
 * the limits afterwards either way.
 */
const outputSchema = transformJSONSchema(analysisJsonSchema);

/** Analysis by Claude over the Messages API, with the contract's schema as structured output. Use through analyseSitting, which checks it against the record. */
export function createAnthropicEngine(options: AnthropicEngineOptions): AnalysisEngine {
  const client = new Anthropic({
    // Explicit key and URL: the SDK would otherwise also look for credentials in the environment and on disk.
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });

  return {
    name: 'anthropic',
    model: options.model,
    version: LLM_ENGINE_VERSION,
    async analyse(sitting, { signal } = {}): Promise<HansardAnalysis> {
      const prompt = buildAnalysisPrompt(sitting, { maxInputWords: options.maxInputWords });
      const message = await client.messages.create(
        {
          model: options.model,
          max_tokens: MAX_OUTPUT_TOKENS,
          system: prompt.system,
          messages: [{ role: 'user', content: prompt.user }],
          output_config: { format: { type: 'json_schema', schema: outputSchema } },
        },
        { signal },
      );
      if (message.stop_reason === 'max_tokens') throw new AnalysisRejectedError('answer cut off at the token limit');
      if (message.stop_reason === 'refusal') throw new AnalysisRejectedError('the model declined to answer');
      const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
      if (!text) throw new AnalysisRejectedError('empty answer');
      return requireWellFormedAnalysis(text);
    },
  };
}
