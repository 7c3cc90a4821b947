import type { AiConfig } from '../../../../config.js';
import { createAnthropicTransport } from './anthropic-transport.js';
import { createGoogleTransport } from './google-transport.js';
import type { LlmTransport } from './llm-transport.js';
import { createOpenAICompatibleTransport } from './openai-compatible-transport.js';

/**
 * The LLM the configuration names, or null for the built-in engine. Call it at start-up, so a
 * provider chosen without its model or key stops the server with a clear message instead of
 * failing request by request.
 */
export function selectTransport(config: AiConfig, options: { maxRetries?: number } = {}): LlmTransport | null {
  const provider = config.provider;
  if (provider === 'builtin') return null;
  const model = config.model;
  if (!model) throw configError(`AI_MODEL is required when AI_PROVIDER is ${provider}`);
  const common = { model, baseURL: config.baseUrl, timeoutMs: config.timeoutMs, maxRetries: options.maxRetries };
  if (provider === 'openai') return createOpenAICompatibleTransport({ ...common, apiKey: config.apiKey });
  const apiKey = config.apiKey;
  if (!apiKey) throw configError(`AI_API_KEY is required when AI_PROVIDER is ${provider}`);
  if (provider === 'anthropic') return createAnthropicTransport({ ...common, apiKey });
  return createGoogleTransport({ ...common, apiKey });
}

function configError(problem: string): Error {
  return new Error(`Invalid configuration:\n  ${problem}`);
}
