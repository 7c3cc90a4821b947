import { FinishReason, GoogleGenAI } from '@google/genai';
import type { HansardAnalysis } from '@kakyere/contract';
import type { AnalysisEngine } from '../analysis-engine.js';
import { AnalysisRejectedError, requireWellFormedAnalysis } from '../validate-analysis.js';
import { analysisJsonSchema, buildAnalysisPrompt, LLM_ENGINE_VERSION } from './build-analysis-prompt.js';

export interface GoogleEngineOptions {
  model: string;
  apiKey: string;
  /** The Gemini API when unset; set it for a proxy or gateway that speaks generateContent. */
  baseURL?: string;
  timeoutMs?: number;
  maxRetries?: number;
  maxInputWords?: number;
}

const MAX_OUTPUT_TOKENS = 8_192;

/** Analysis by Gemini (generateContent), with the contract's JSON Schema as the response schema. Use through analyseSitting, which checks it against the record. */
export function createGoogleEngine(options: GoogleEngineOptions): AnalysisEngine {
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
    name: 'google',
    model: options.model,
    version: LLM_ENGINE_VERSION,
    async analyse(sitting, { signal } = {}): Promise<HansardAnalysis> {
      const prompt = buildAnalysisPrompt(sitting, { maxInputWords: options.maxInputWords });
      const response = await client.models.generateContent({
        model: options.model,
        contents: prompt.user,
        config: {
          systemInstruction: prompt.system,
          responseMimeType: 'application/json',
          responseJsonSchema: analysisJsonSchema,
          maxOutputTokens: MAX_OUTPUT_TOKENS,
          abortSignal: signal,
        },
      });
      const candidate = response.candidates?.[0];
      const finish = candidate?.finishReason;
      if (finish === FinishReason.MAX_TOKENS) throw new AnalysisRejectedError('answer cut off at the token limit');
      // SAFETY, RECITATION (Gemini may stop when it repeats source text word for word) and the like.
      if (finish && finish !== FinishReason.STOP) throw new AnalysisRejectedError(`the model stopped early: ${finish}`);
      // Thought parts are the model's reasoning, not the answer.
      const text = (candidate?.content?.parts ?? [])
        .flatMap((part) => (typeof part.text === 'string' && !part.thought ? [part.text] : []))
        .join('');
      if (!text) throw new AnalysisRejectedError('empty answer');
      return requireWellFormedAnalysis(text);
    },
  };
}
