import Anthropic from '@anthropic-ai/sdk';
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import { DEFAULT_MAX_OUTPUT_TOKENS, LlmAnswerError, type LlmResponse, type LlmTransport, type TransportOptions } from './llm-transport.js';

export interface AnthropicOptions extends TransportOptions {
  apiKey: string;
}

/**
 * Claude over the Messages API. Its structured output takes its own subset of JSON Schema (no
 * length limits, for one); the SDK's transform moves what it cannot enforce into descriptions, and
 * the task checks the answer afterwards either way.
 */
export function createAnthropicTransport(options: AnthropicOptions): LlmTransport {
  const client = new Anthropic({
    // Explicit key and URL: the SDK would otherwise also look for credentials in the environment and on disk.
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });
  const schemas = new WeakMap<Record<string, unknown>, ReturnType<typeof transformJSONSchema>>();

  return {
    provider: 'anthropic',
    model: options.model,
    async complete(request): Promise<LlmResponse> {
      let schema = schemas.get(request.jsonSchema);
      if (!schema) schemas.set(request.jsonSchema, (schema = transformJSONSchema(request.jsonSchema)));
      const message = await client.messages.create(
        {
          model: options.model,
          max_tokens: request.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
          system: request.instructions,
          messages: [{ role: 'user', content: request.input }],
          output_config: { format: { type: 'json_schema', schema } },
        },
        { signal: request.signal },
      );
      if (message.stop_reason === 'max_tokens') throw new LlmAnswerError('answer cut off at the token limit');
      if (message.stop_reason === 'refusal') throw new LlmAnswerError('the model declined to answer');
      const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
      if (!text) throw new LlmAnswerError('empty answer');
      return {
        text,
        provider: 'anthropic',
        model: message.model || options.model,
        inputTokens: message.usage?.input_tokens ?? null,
        outputTokens: message.usage?.output_tokens ?? null,
      };
    },
  };
}
