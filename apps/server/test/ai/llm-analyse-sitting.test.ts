import { describe, expect, it } from 'vitest';
import type { HansardAnalysis } from '@kakyere/contract';
import { analyseSitting } from '../../src/modules/engines/ai/hansard-analysis/analyse-sitting.js';
import type { AnalysisEngine } from '../../src/modules/engines/ai/hansard-analysis/analysis-engine.js';
import { makeSitting, recordingLogger, stubBuiltinEngine, validAnswer } from './llm-fixtures.js';

const engine = (analyse: AnalysisEngine['analyse']): AnalysisEngine => ({ name: 'stub-llm', model: 'stub-1', version: 'v', analyse });

describe('analyseSitting', () => {
  it('checks any engine’s answer against the record, not only the bundled providers’', async () => {
    const answer = validAnswer();
    answer.bills_discussed[0]!.quote = 'The Bill was withdrawn at the request of the Minister.';
    const result = await analyseSitting(makeSitting(), {
      engine: engine(async () => answer),
      fallback: stubBuiltinEngine(),
      timeoutMs: 1_000,
      logger: recordingLogger(),
    });
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toBe('quote not found in the record: "The Bill was withdrawn at the request of the Minister."');
  });

  it('stops waiting at the timeout even for an engine that ignores the abort signal', async () => {
    const started = performance.now();
    const logger = recordingLogger();
    const result = await analyseSitting(makeSitting(), {
      engine: engine(() => new Promise<HansardAnalysis>(() => {})),
      fallback: stubBuiltinEngine(),
      timeoutMs: 50,
      logger,
    });
    expect(result).toMatchObject({ engine: 'builtin', fallbackReason: 'timed out after 50 ms' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(logger.warnings[0]).toMatchObject({ obj: { engine: 'stub-llm', model: 'stub-1', date: '2024-03-12' } });
  });

  it('passes the abort signal to the engine', async () => {
    let seen: AbortSignal | undefined;
    await analyseSitting(makeSitting(), {
      engine: engine(async (_sitting, options) => {
        seen = options?.signal;
        return validAnswer();
      }),
      fallback: stubBuiltinEngine(),
      timeoutMs: 1_000,
      logger: recordingLogger(),
    });
    expect(seen).toBeInstanceOf(AbortSignal);
  });

  it('names an engine error, and lets a failure of the built-in engine itself surface', async () => {
    const failing = engine(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:11434');
    });
    const result = await analyseSitting(makeSitting(), { engine: failing, fallback: stubBuiltinEngine(), timeoutMs: 1_000, logger: recordingLogger() });
    expect(result.fallbackReason).toBe('engine failed: connect ECONNREFUSED 127.0.0.1:11434');

    const brokenBuiltin = { ...stubBuiltinEngine(), analyse: async (): Promise<HansardAnalysis> => Promise.reject(new Error('parser bug')) };
    await expect(
      analyseSitting(makeSitting(), { engine: failing, fallback: brokenBuiltin, timeoutMs: 1_000, logger: recordingLogger() }),
    ).rejects.toThrow('parser bug');
  });
});
