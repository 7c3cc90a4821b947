import { afterEach, describe, expect, it } from 'vitest';
import { runWithFallback, type Checked } from '../../src/modules/engines/ai/shared/run-with-fallback.js';
import { LlmAnswerError } from '../../src/modules/engines/ai/transport/llm-transport.js';
import { createOpenAICompatibleTransport } from '../../src/modules/engines/ai/transport/openai-compatible-transport.js';
import { chatCompletion, startFakeServer, type FakeServer } from './llm-fixtures.js';

// A task of another shape than Hansard analysis (a legal opinion, say): the runner knows neither.
interface Answer {
  text: string;
  cites: string[];
}
const SECTIONS = new Set(['1', '12']);
const check = (answer: Answer): Checked<Answer> =>
  answer.cites.every((s) => SECTIONS.has(s)) ? { ok: true, value: answer } : { ok: false, reason: `cites section ${answer.cites.find((s) => !SECTIONS.has(s))}, which does not exist` };
const builtin: Answer = { text: 'built-in', cites: [] };

async function run(primary: ((signal: AbortSignal) => Promise<Answer>) | null, timeoutMs = 1_000) {
  const reasons: string[] = [];
  const result = await runWithFallback({ primary, check, fallback: async () => builtin, timeoutMs, onFallback: (r) => reasons.push(r) });
  return { ...result, reasons };
}

describe('runWithFallback', () => {
  it('uses the configured engine when its answer passes the task\'s check', async () => {
    expect(await run(async () => ({ text: 'llm', cites: ['12'] }))).toEqual({ value: { text: 'llm', cites: ['12'] }, fellBack: false, fallbackReason: null, reasons: [] });
  });

  it('falls back, with the reason, when the answer fails the check, the provider refuses, or it throws', async () => {
    expect(await run(async () => ({ text: 'llm', cites: ['99'] }))).toMatchObject({ value: builtin, fellBack: true, fallbackReason: 'cites section 99, which does not exist' });
    expect(await run(async () => Promise.reject(new LlmAnswerError('the model declined to answer')))).toMatchObject({ fallbackReason: 'the model declined to answer' });
    expect((await run(async () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:11434')))).fallbackReason).toBe('engine failed: ECONNREFUSED 127.0.0.1:11434');
  });

  it('gives up on a hung engine at the time limit and aborts its request', async () => {
    let aborted = false;
    const started = performance.now();
    const result = await run(
      (signal) =>
        new Promise<Answer>(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
      50,
    );
    expect(result).toMatchObject({ value: builtin, fellBack: true, fallbackReason: 'timed out after 50 ms' });
    expect(aborted).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('runs the built-in engine alone when it is the configured one', async () => {
    expect(await run(null)).toEqual({ value: builtin, fellBack: false, fallbackReason: null, reasons: [] });
  });
});

describe('an LLM transport', () => {
  let server: FakeServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('sends any task\'s instructions, input and schema, and returns the text with the provider, model and token counts', async () => {
    server = await startFakeServer(() => chatCompletion('{"text":"ok"}', 'qwen-test'));
    const transport = createOpenAICompatibleTransport({ model: 'qwen-test', baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const schema = { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] };
    const response = await transport.complete({ instructions: 'Answer from the sections only.', input: 'Who pays the levy?', jsonSchema: schema, schemaName: 'legal_opinion' });
    expect(response).toEqual({ text: '{"text":"ok"}', provider: 'openai-compatible', model: 'qwen-test', inputTokens: 900, outputTokens: 400 });
    const body = server.requests[0]!.body as { messages: { role: string; content: string }[]; response_format: { json_schema: { name: string; schema: unknown } } };
    expect(body.messages).toEqual([
      { role: 'system', content: 'Answer from the sections only.' },
      { role: 'user', content: 'Who pays the levy?' },
    ]);
    expect(body.response_format.json_schema).toEqual({ name: 'legal_opinion', schema });
  });

  it('refuses an answer cut off at the token limit', async () => {
    server = await startFakeServer(() => chatCompletion('{"text":"o', 'qwen-test', 'length'));
    const transport = createOpenAICompatibleTransport({ model: 'qwen-test', baseURL: `${server.origin}/v1`, maxRetries: 0 });
    await expect(transport.complete({ instructions: 'x', input: 'y', jsonSchema: {}, schemaName: 's' })).rejects.toThrow(LlmAnswerError);
  });
});
