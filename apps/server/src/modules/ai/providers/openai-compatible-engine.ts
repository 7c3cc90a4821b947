import OpenAI from 'openai';
import type { HansardAnalysis } from '@kakyere/contract';
import type { AnalysisEngine } from '../analysis-engine.js';
import type { ParsedSitting } from '../../ingest/parsed-sitting.js';
import { AnalysisRejectedError, requireWellFormedAnalysis } from '../validate-analysis.js';
import { analysisJsonSchema, buildAnalysisPrompt, LLM_ENGINE_VERSION } from './build-analysis-prompt.js';

export interface OpenAICompatibleEngineOptions {
  model: string;
  /** e.g. http://127.0.0.1:11434/v1 for Ollama; the OpenAI API when unset. */
  baseURL?: string;
  /** Optional: local servers (Ollama, llama.cpp, vLLM) usually need none. */
  apiKey?: string;
  timeoutMs?: number;
  maxRetries?: number;
  maxInputWords?: number;
  /** Start with plain JSON mode, for a server known not to take a schema. */
  responseFormat?: 'json_schema' | 'json_object';
}

/**
 * Analysis over any OpenAI-compatible chat-completions endpoint. Asks for the contract's JSON Schema
 * as structured output; a server that rejects schemas (400/422) is asked again, and from then on,
 * in plain JSON mode, since the prompt carries the schema anyway and every answer is validated.
 * Answers are parsed here but checked against the record by analyseSitting: call it through that.
 */
export function createOpenAICompatibleEngine(options: OpenAICompatibleEngineOptions): AnalysisEngine {
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

  async function complete(sitting: ParsedSitting, signal: AbortSignal | undefined): Promise<OpenAI.ChatCompletion> {
    const prompt = buildAnalysisPrompt(sitting, { maxInputWords: options.maxInputWords });
    const request = (format: typeof responseFormat) =>
      client.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
          response_format:
            format === 'json_schema'
              ? { type: 'json_schema', json_schema: { name: 'hansard_analysis', schema: analysisJsonSchema } }
              : { type: 'json_object' },
        },
        { signal },
      );
    try {
      return await request(responseFormat);
    } catch (error) {
      const schemaRefused =
        responseFormat === 'json_schema' &&
        (error instanceof OpenAI.BadRequestError || error instanceof OpenAI.UnprocessableEntityError);
      if (!schemaRefused) throw error;
      responseFormat = 'json_object';
      return await request(responseFormat);
    }
  }

  return {
    name: 'openai-compatible',
    model: options.model,
    version: LLM_ENGINE_VERSION,
    async analyse(sitting, { signal } = {}): Promise<HansardAnalysis> {
      const completion = await complete(sitting, signal);
      const choice = completion.choices[0];
      if (choice?.finish_reason === 'length') throw new AnalysisRejectedError('answer cut off at the token limit');
      const content = choice?.message.content;
      if (!content) throw new AnalysisRejectedError('empty answer');
      return requireWellFormedAnalysis(content);
    },
  };
}
