import OpenAI from 'openai';
import { LlmAnswerError, type LlmRequest, type LlmResponse, type LlmTransport, type TransportOptions } from './llm-transport.js';

export interface OpenAICompatibleOptions extends TransportOptions {
  /** e.g. http://127.0.0.1:11434/v1 for Ollama; the OpenAI API when unset. Optional key: local servers need none. */
  apiKey?: string;
  /** Start with plain JSON mode, for a server known not to take a schema. */
  responseFormat?: 'json_schema' | 'json_object';
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp). Asks for the
 * JSON Schema as structured output; a server that rejects schemas (400/422) is asked again, and
 * from then on, in plain JSON mode: the prompt carries the schema anyway and every answer is checked.
 */
export function createOpenAICompatibleTransport(options: OpenAICompatibleOptions): LlmTransport {
  const client = new OpenAI({
    // The SDK refuses to start without a key; local servers ignore it, so send no header at all.
    apiKey: options.apiKey ?? 'unused',
    defaultHeaders: options.apiKey ? undefined : { Authorization: null },
    baseURL: options.baseURL ?? 'https://api.openai.com/v1',
    // Only this project's settings apply, never OPENAI_ORG_ID / OPENAI_PROJECT_ID from the environment.
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });
  let responseFormat = options.responseFormat ?? 'json_schema';

  async function create(request: LlmRequest): Promise<OpenAI.ChatCompletion> {
    const send = (format: typeof responseFormat) =>
      client.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: request.instructions },
            { role: 'user', content: request.input },
          ],
          response_format:
            format === 'json_schema'
              ? { type: 'json_schema', json_schema: { name: request.schemaName, schema: request.jsonSchema } }
              : { type: 'json_object' },
        },
        { signal: request.signal },
      );
    try {
      return await send(responseFormat);
    } catch (error) {
      const schemaRefused =
        responseFormat === 'json_schema' && (error instanceof OpenAI.BadRequestError || error instanceof OpenAI.UnprocessableEntityError);
      if (!schemaRefused) throw error;
      responseFormat = 'json_object';
      return await send(responseFormat);
    }
  }

  return {
    provider: 'openai-compatible',
    model: options.model,
    async complete(request): Promise<LlmResponse> {
      const completion = await create(request);
      const choice = completion.choices[0];
      if (choice?.finish_reason === 'length') throw new LlmAnswerError('answer cut off at the token limit');
      const text = choice?.message.content;
      if (!text) throw new LlmAnswerError('empty answer');
      return {
        text,
        provider: 'openai-compatible',
        model: completion.model || options.model,
        inputTokens: completion.usage?.prompt_tokens ?? null,
        outputTokens: completion.usage?.completion_tokens ?? null,
      };
    },
  };
}
