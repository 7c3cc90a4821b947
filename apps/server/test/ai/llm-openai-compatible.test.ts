import { afterEach, describe, expect, it } from 'vitest';
import { analyseSitting } from '../../src/modules/engines/ai/hansard-analysis/analyse-sitting.js';
import { LLM_ENGINE_VERSION } from '../../src/modules/engines/ai/hansard-analysis/build-analysis-prompt.js';
import { createLlmAnalysisEngine } from '../../src/modules/engines/ai/hansard-analysis/llm-analysis-engine.js';
import { createOpenAICompatibleTransport } from '../../src/modules/engines/ai/transport/openai-compatible-transport.js';
import {
  chatCompletion,
  makeSitting,
  promptText,
  recordingLogger,
  startFakeServer,
  stubBuiltinEngine,
  validAnswer,
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
} from './llm-fixtures.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Serves `reply` as an OpenAI-compatible endpoint and runs one analysis through it. */
async function analyseWith(
  reply: (request: RecordedRequest) => FakeReply,
  { apiKey, timeoutMs = 5_000 }: { apiKey?: string; timeoutMs?: number } = {},
) {
  server = await startFakeServer(reply);
  const engine = createLlmAnalysisEngine(createOpenAICompatibleTransport({ model: 'test-model', baseURL: `${server.origin}/v1`, apiKey, maxRetries: 0 }));
  const fallback = stubBuiltinEngine();
  const logger = recordingLogger();
  const result = await analyseSitting(makeSitting(), { engine, fallback, timeoutMs, logger });
  return { result, fallback, logger, requests: server.requests };
}

const answering = (content: string) => () => chatCompletion(content);
const withChange = (change: (answer: Record<string, any>) => void) => {
  const answer: Record<string, any> = validAnswer();
  change(answer);
  return JSON.stringify(answer);
};

describe('OpenAI-compatible engine', () => {
  it('accepts a valid answer and records the engine, model and version', async () => {
    const { result, fallback, logger } = await analyseWith(answering(JSON.stringify(validAnswer())));
    expect(result).toEqual({
      analysis: validAnswer(),
      engine: 'openai-compatible',
      model: 'test-model',
      version: LLM_ENGINE_VERSION,
      fallbackReason: null,
    });
    expect(fallback.calls).toBe(0);
    expect(logger.warnings).toEqual([]);
  });

  it('sends the model, the record and a JSON Schema response format, with the key as a bearer token', async () => {
    const { requests } = await analyseWith(answering(JSON.stringify(validAnswer())), { apiKey: 'sk-test-123' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-123');
    expect(request!.body.model).toBe('test-model');
    expect(promptText(request!.body)).toContain('Light fishing and the use of unapproved nets have depleted the stocks');
    expect(promptText(request!.body)).toContain('verbatim');
    expect(request!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'hansard_analysis' } });
  });

  it('sends no Authorization header when no key is configured (a local server such as Ollama)', async () => {
    const { requests, result } = await analyseWith(answering(JSON.stringify(validAnswer())));
    expect(result.fallbackReason).toBeNull();
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });

  it('reads an answer wrapped in a ```json fence', async () => {
    const { result } = await analyseWith(answering('```json\n' + JSON.stringify(validAnswer(), null, 2) + '\n```'));
    expect(result.engine).toBe('openai-compatible');
    expect(result.fallbackReason).toBeNull();
  });

  it('asks again in plain JSON mode when the server refuses a schema', async () => {
    const { result, requests } = await analyseWith((request) =>
      (request.body.response_format as { type: string }).type === 'json_schema'
        ? { status: 400, json: { error: { message: "unsupported response_format 'json_schema'", type: 'invalid_request_error' } } }
        : chatCompletion(JSON.stringify(validAnswer())),
    );
    expect(result.fallbackReason).toBeNull();
    expect(requests.map((r) => (r.body.response_format as { type: string }).type)).toEqual(['json_schema', 'json_object']);
  });

  it('falls back with a reason when the answer is not JSON', async () => {
    const { result, fallback, logger } = await analyseWith(answering('The House debated fisheries.'));
    expect(result.engine).toBe('builtin');
    expect(result.model).toBeNull();
    expect(result.version).toBe('builtin-test');
    expect(result.analysis.title).toBe('Built-in analysis of the sitting');
    expect(result.fallbackReason).toBe('malformed JSON');
    expect(fallback.calls).toBe(1);
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]!.obj).toMatchObject({ engine: 'openai-compatible', model: 'test-model', reason: 'malformed JSON' });
  });

  it('falls back when the JSON has the wrong shape', async () => {
    const { result } = await analyseWith(answering(withChange((a) => (a.summary = a.summary.slice(0, 1)))));
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toMatch(/^wrong shape: summary/);
  });

  it('falls back, naming the quote, when the answer cites text that is not in the record', async () => {
    const invented = 'The Minister announced a ban on all foreign trawlers from next year.';
    const { result, logger } = await analyseWith(answering(withChange((a) => (a.summary[1].quote = invented))));
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toBe(`quote not found in the record: "${invented}"`);
    expect(logger.warnings[0]!.obj).toMatchObject({ reason: result.fallbackReason });
  });

  it('falls back when an industry is not one of the 20', async () => {
    const { result } = await analyseWith(answering(withChange((a) => (a.affected_industries[0].industry = 'Fisheries'))));
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toBe('industry not among the 20: "Fisheries"');
  });

  it('falls back when a bill is not named in the record', async () => {
    const change = (a: Record<string, any>) =>
      a.bills_discussed.push({ bill: 'Marine Pollution Bill, 2024', quote: 'the fishing industry and to protect the livelihoods' });
    const { result } = await analyseWith(answering(withChange(change)));
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toBe('bill not named in the record: "Marine Pollution Bill, 2024"');
  });

  it('falls back when the answer was cut off at the token limit', async () => {
    const { result } = await analyseWith(() => chatCompletion(JSON.stringify(validAnswer()).slice(0, 200), 'test-model', 'length'));
    expect(result.fallbackReason).toBe('answer cut off at the token limit');
  });

  it('falls back when the server fails', async () => {
    const { result } = await analyseWith(() => ({ status: 500, json: { error: { message: 'model crashed' } } }));
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toMatch(/^engine failed: 500/);
  });

  it('falls back when the server never answers, and gives up at the timeout', async () => {
    const started = performance.now();
    const { result, requests } = await analyseWith(() => 'hang', { timeoutMs: 150 });
    const elapsed = performance.now() - started;
    expect(requests).toHaveLength(1);
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toBe('timed out after 150 ms');
    expect(elapsed).toBeLessThan(2_000);
  });
});
