import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { analyseSitting } from '../../src/modules/engines/ai/hansard-analysis/analyse-sitting.js';
import { selectEngine } from '../../src/modules/engines/ai/hansard-analysis/select-engine.js';
import {
  chatCompletion,
  makeSitting,
  recordingLogger,
  startFakeServer,
  stubBuiltinEngine,
  validAnswer,
  type FakeServer,
} from './llm-fixtures.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('AI configuration', () => {
  it('uses the built-in engine by default, with a 60 s timeout for providers', () => {
    const { ai } = loadConfig({});
    expect(ai.provider).toBe('builtin');
    expect(ai.timeoutMs).toBe(60_000);
    const builtin = stubBuiltinEngine();
    expect(selectEngine(ai, builtin)).toBe(builtin);
  });

  it('treats empty values as unset', () => {
    const { ai } = loadConfig({ AI_PROVIDER: '', AI_BASE_URL: ' ', AI_API_KEY: '', AI_MODEL: '', AI_TIMEOUT_MS: '' });
    expect(ai).toMatchObject({ provider: 'builtin', timeoutMs: 60_000 });
    expect(ai.baseUrl).toBeUndefined();
    expect(ai.apiKey).toBeUndefined();
  });

  it('builds each provider from its settings', () => {
    const builtin = stubBuiltinEngine();
    const pick = (env: Record<string, string>) => selectEngine(loadConfig(env).ai, builtin);
    // No key: an OpenAI-compatible local server such as Ollama.
    expect(pick({ AI_PROVIDER: 'openai', AI_MODEL: 'llama3.1:8b', AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toMatchObject({
      name: 'openai-compatible',
      model: 'llama3.1:8b',
    });
    expect(pick({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-test', AI_API_KEY: 'k' })).toMatchObject({ name: 'anthropic', model: 'claude-test' });
    expect(pick({ AI_PROVIDER: 'google', AI_MODEL: 'gemini-test', AI_API_KEY: 'k' })).toMatchObject({ name: 'google', model: 'gemini-test' });
  });

  it('stops start-up when a provider lacks its model or key', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL: required when AI_PROVIDER is openai/);
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-test' })).toThrow(
      /AI_API_KEY: required when AI_PROVIDER is anthropic/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'google', AI_MODEL: 'gemini-test', AI_API_KEY: '  ' })).toThrow(
      /AI_API_KEY: required when AI_PROVIDER is google/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'mistral' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'm', AI_BASE_URL: 'localhost:11434' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '0' })).toThrow(/AI_TIMEOUT_MS/);
    // Named together with any other bad variable, not one start-up at a time.
    expect(() => loadConfig({ PORT: 'eighty', AI_PROVIDER: 'anthropic' })).toThrow(/PORT: .*\n {2}AI_MODEL: .*\n {2}AI_API_KEY: /);
    // The same rule holds for a configuration built without loadConfig.
    const unchecked = { provider: 'google', model: 'gemini-test', baseUrl: undefined, apiKey: undefined, timeoutMs: 1_000, opinionTimeoutMs: 1_000 } as const;
    expect(() => selectEngine(unchecked, stubBuiltinEngine())).toThrow(/AI_API_KEY is required when AI_PROVIDER is google/);
  });

  it('sends AI_API_KEY as a bearer token to the configured AI_BASE_URL', async () => {
    server = await startFakeServer(() => chatCompletion(JSON.stringify(validAnswer()), 'qwen-test'));
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `${server.origin}/v1`,
      AI_MODEL: 'qwen-test',
      AI_API_KEY: 'sk-configured',
      AI_TIMEOUT_MS: '5000',
    });
    const fallback = stubBuiltinEngine();
    const engine = selectEngine(config.ai, fallback, { maxRetries: 0 });
    const result = await analyseSitting(makeSitting(), { engine, fallback, timeoutMs: config.ai.timeoutMs, logger: recordingLogger() });
    expect(result).toMatchObject({ engine: 'openai-compatible', model: 'qwen-test', fallbackReason: null });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-configured');
    expect(server.requests[0]!.body.model).toBe('qwen-test');
  });

  it('runs the built-in engine directly when it is the configured one', async () => {
    const builtin = stubBuiltinEngine();
    const logger = recordingLogger();
    const result = await analyseSitting(makeSitting(), { engine: selectEngine(loadConfig({}).ai, builtin), fallback: builtin, timeoutMs: 1, logger });
    expect(result).toMatchObject({ engine: 'builtin', model: null, version: 'builtin-test', fallbackReason: null });
    expect(builtin.calls).toBe(1);
    expect(logger.warnings).toEqual([]);
  });
});
