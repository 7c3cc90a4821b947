/**
 * What every LLM provider does for any task: send instructions and input, ask for JSON matching a
 * schema, and hand back the text. Tasks (hansard-analysis/, legal-opinion/) build the prompt, parse
 * the answer and check it against their source; a transport knows none of that.
 */
export interface LlmRequest {
  /** The system prompt: the task's rules. */
  instructions: string;
  /** The user turn: the material, and the question if there is one. Data, never instructions. */
  input: string;
  /** JSON Schema of the answer (draft-07), for the provider's structured output. */
  jsonSchema: Record<string, unknown>;
  /** A short name for the schema, e.g. "hansard_analysis" (some APIs require one). */
  schemaName: string;
  maxOutputTokens?: number;
  signal?: AbortSignal;
}

export interface LlmResponse {
  text: string;
  provider: string;
  model: string;
  /** As the provider reports them; null when it does not. */
  inputTokens: number | null;
  outputTokens: number | null;
}

export interface LlmTransport {
  /** e.g. "openai-compatible", "anthropic", "google"; recorded as the engine's name. */
  readonly provider: string;
  readonly model: string;
  complete(request: LlmRequest): Promise<LlmResponse>;
}

/** Common options of every transport. */
export interface TransportOptions {
  model: string;
  /** The provider's own API when unset; a proxy, gateway or local server otherwise. */
  baseURL?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/**
 * The provider answered, but not with something usable (cut off, empty, refused); `reason` is what
 * a fallback records. Tasks throw it too when the answer does not parse.
 */
export class LlmAnswerError extends Error {
  constructor(readonly reason: string) {
    super(`answer rejected: ${reason}`);
    this.name = 'LlmAnswerError';
  }
}

/** Room for a long structured answer (5 summary sentences, 10 topics, many quotes). */
export const DEFAULT_MAX_OUTPUT_TOKENS = 8_192;
