import { afterEach, describe, expect, it } from 'vitest';
import { analyseSitting } from '../../src/modules/engines/ai/hansard-analysis/analyse-sitting.js';
import { LLM_ENGINE_VERSION } from '../../src/modules/engines/ai/hansard-analysis/build-analysis-prompt.js';
import { createLlmAnalysisEngine } from '../../src/modules/engines/ai/hansard-analysis/llm-analysis-engine.js';
import { createAnthropicTransport } from '../../src/modules/engines/ai/transport/anthropic-transport.js';
import { createGoogleTransport } from '../../src/modules/engines/ai/transport/google-transport.js';
import type { AnalysisEngine } from '../../src/modules/engines/ai/hansard-analysis/analysis-engine.js';
import {
  makeSitting,
  promptText,
  recordingLogger,
  startFakeServer,
  stubBuiltinEngine,
  validAnswer,
  type FakeReply,
  type FakeServer,
} from './llm-fixtures.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(engine: AnalysisEngine) {
  return analyseSitting(makeSitting(), { engine, fallback: stubBuiltinEngine(), timeoutMs: 5_000, logger: recordingLogger() });
}

/** A Messages API reply. */
function anthropicMessage(text: string, stopReason = 'end_turn'): FakeReply {
  return {
    json: {
      id: 'msg_test',
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content: [{ type: 'text', text, citations: null }],
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: 900, output_tokens: 400 },
    },
  };
}

/** A generateContent reply. */
function geminiResponse(text: string, finishReason = 'STOP'): FakeReply {
  return {
    json: {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }],
      usageMetadata: { promptTokenCount: 900, candidatesTokenCount: 400, totalTokenCount: 1300 },
      modelVersion: 'gemini-test',
      responseId: 'resp-test',
    },
  };
}

describe('Anthropic engine (Messages API)', () => {
  const engineFor = (origin: string) =>
    createLlmAnalysisEngine(createAnthropicTransport({ model: 'claude-test', apiKey: 'sk-ant-test', baseURL: origin, maxRetries: 0 }));

  it('accepts a valid answer, sending the model, the record and an output schema', async () => {
    server = await startFakeServer(() => anthropicMessage(JSON.stringify(validAnswer())));
    const result = await run(engineFor(server.origin));
    expect(result).toEqual({
      analysis: validAnswer(),
      engine: 'anthropic',
      model: 'claude-test',
      version: LLM_ENGINE_VERSION,
      fallbackReason: null,
    });
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/messages');
    expect(request!.body.model).toBe('claude-test');
    expect(promptText(request!.body)).toContain('depleted the stocks of small pelagic fish');
    expect(request!.body.output_config).toMatchObject({ format: { type: 'json_schema', schema: { type: 'object' } } });
    // This SDK version sends the key as a bearer token (older ones used x-api-key).
    expect(request!.headers.authorization ?? request!.headers['x-api-key']).toContain('sk-ant-test');
  });

  it('falls back when the answer quotes text that is not in the record', async () => {
    const answer = validAnswer();
    answer.summary[0]!.quote = 'The Minister withdrew the Bill for further consultation.';
    server = await startFakeServer(() => anthropicMessage(JSON.stringify(answer)));
    const result = await run(engineFor(server.origin));
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toBe('quote not found in the record: "The Minister withdrew the Bill for further consultation."');
  });
});

describe('Google engine (generateContent)', () => {
  const engineFor = (origin: string) =>
    createLlmAnalysisEngine(createGoogleTransport({ model: 'gemini-test', apiKey: 'goog-test-key', baseURL: origin, maxRetries: 0 }));

  it('accepts a valid answer, sending the model, the record and a JSON response schema', async () => {
    server = await startFakeServer(() => geminiResponse(JSON.stringify(validAnswer())));
    const result = await run(engineFor(server.origin));
    expect(result).toEqual({
      analysis: validAnswer(),
      engine: 'google',
      model: 'gemini-test',
      version: LLM_ENGINE_VERSION,
      fallbackReason: null,
    });
    const [request] = server.requests;
    expect(request!.path).toMatch(/\/models\/gemini-test:generateContent$/);
    expect(request!.headers['x-goog-api-key']).toBe('goog-test-key');
    expect(JSON.stringify(request!.body.contents)).toContain('depleted the stocks of small pelagic fish');
    expect(JSON.stringify(request!.body.systemInstruction)).toContain('verbatim');
    expect(request!.body.generationConfig).toMatchObject({ responseMimeType: 'application/json', responseJsonSchema: { type: 'object' } });
  });

  it('falls back when the model stops early', async () => {
    server = await startFakeServer(() => geminiResponse('{"title": "Second Reading of', 'RECITATION'));
    const result = await run(engineFor(server.origin));
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toBe('the model stopped early: RECITATION');
  });
});
