import { FinishReason, GoogleGenAI } from '@google/genai';
import { DEFAULT_MAX_OUTPUT_TOKENS, LlmAnswerError, type LlmResponse, type LlmTransport, type TransportOptions } from './llm-transport.js';

export interface GoogleOptions extends TransportOptions {
  apiKey: string;
}

/** Gemini (generateContent), with the JSON Schema as the response schema. */
export function createGoogleTransport(options: GoogleOptions): LlmTransport {
  const client = new GoogleGenAI({
    // Explicit key and backend: the SDK would otherwise read GEMINI_API_KEY / GOOGLE_GENAI_USE_VERTEXAI.
    apiKey: options.apiKey,
    vertexai: false,
    httpOptions: {
      baseUrl: options.baseURL,
      timeout: options.timeoutMs,
      // Without retryOptions the SDK makes one attempt; with them it retries 408/429/5xx.
      retryOptions: { attempts: (options.maxRetries ?? 2) + 1 },
    },
  });

  return {
    provider: 'google',
    model: options.model,
    async complete(request): Promise<LlmResponse> {
      const response = await client.models.generateContent({
        model: options.model,
        contents: request.input,
        config: {
          systemInstruction: request.instructions,
          responseMimeType: 'application/json',
          responseJsonSchema: request.jsonSchema,
          maxOutputTokens: request.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
          abortSignal: request.signal,
        },
      });
      const candidate = response.candidates?.[0];
      const finish = candidate?.finishReason;
      if (finish === FinishReason.MAX_TOKENS) throw new LlmAnswerError('answer cut off at the token limit');
      // SAFETY, RECITATION (Gemini may stop when it repeats source text word for word) and the like.
      if (finish && finish !== FinishReason.STOP) throw new LlmAnswerError(`the model stopped early: ${finish}`);
      // Thought parts are the model's reasoning, not the answer.
      const text = (candidate?.content?.parts ?? []).flatMap((part) => (typeof part.text === 'string' && !part.thought ? [part.text] : [])).join('');
      if (!text) throw new LlmAnswerError('empty answer');
      return {
        text,
        provider: 'google',
        model: response.modelVersion || options.model,
        inputTokens: response.usageMetadata?.promptTokenCount ?? null,
        outputTokens: response.usageMetadata?.candidatesTokenCount ?? null,
      };
    },
  };
}
