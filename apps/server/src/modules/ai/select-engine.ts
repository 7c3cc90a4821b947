import type { AiConfig } from '../../config.js';
import type { AnalysisEngine } from './analysis-engine.js';
import { createAnthropicEngine } from './providers/anthropic-engine.js';
import { createGoogleEngine } from './providers/google-engine.js';
import { createOpenAICompatibleEngine } from './providers/openai-compatible-engine.js';

export type { AiConfig } from '../../config.js';

/**
 * The analysis engine the configuration asks for. Call it at start-up, so a provider chosen without
 * its model or key stops the server with a clear message instead of failing sitting by sitting.
 * The built-in engine is passed in (the caller has it as the fallback anyway), which keeps this
 * module free of the built-in engine's dependencies and lets tests use a stub.
 */
export function selectEngine(
  config: AiConfig,
  builtin: AnalysisEngine,
  options: { maxRetries?: number } = {},
): AnalysisEngine {
  const provider = config.provider;
  if (provider === 'builtin') return builtin;

  const model = config.model;
  if (!model) throw configError(`AI_MODEL is required when AI_PROVIDER is ${provider}`);
  const common = {
    model,
    baseURL: config.baseUrl,
    timeoutMs: config.timeoutMs,
    maxRetries: options.maxRetries,
  };
  if (provider === 'openai') return createOpenAICompatibleEngine({ ...common, apiKey: config.apiKey });

  const apiKey = config.apiKey;
  if (!apiKey) throw configError(`AI_API_KEY is required when AI_PROVIDER is ${provider}`);
  if (provider === 'anthropic') return createAnthropicEngine({ ...common, apiKey });
  return createGoogleEngine({ ...common, apiKey });
}

function configError(problem: string): Error {
  return new Error(`Invalid configuration:\n  ${problem}`);
}
