import { parseModelJson } from '../shared/parse-model-json.js';
import { LlmAnswerError, type LlmTransport } from '../transport/llm-transport.js';
import { buildOpinionPrompt, LLM_OPINION_VERSION, opinionJsonSchema, type OpinionMaterial } from './build-opinion-prompt.js';

export interface LlmOpinionEngine {
  name: string;
  model: string;
  version: string;
  /** The model's answer, parsed but not yet checked against the sections (checkLlmOpinion does that). */
  answer(question: string, bill: { title: string }, material: OpinionMaterial, signal: AbortSignal): Promise<unknown>;
}

/** The legal-opinion task over any LLM transport: one prompt, one schema, the reply parsed. */
export function createLlmOpinionEngine(transport: LlmTransport): LlmOpinionEngine {
  return {
    name: transport.provider,
    model: transport.model,
    version: LLM_OPINION_VERSION,
    async answer(question, bill, material, signal) {
      const prompt = buildOpinionPrompt(question, bill, material);
      const response = await transport.complete({
        instructions: prompt.system,
        input: prompt.user,
        jsonSchema: opinionJsonSchema,
        schemaName: 'legal_opinion',
        maxOutputTokens: 2_048,
        signal,
      });
      const parsed = parseModelJson(response.text);
      if (parsed === undefined) throw new LlmAnswerError('answer is not JSON');
      return parsed;
    },
  };
}
