import { describe, expect, it } from 'vitest';
import { isAiGenerated } from './provenance';

describe('isAiGenerated', () => {
  it('labels summaries from the built-in engine or an LLM as AI-generated', () => {
    expect(isAiGenerated({ engine: 'builtin' })).toBe(true);
    expect(isAiGenerated({ engine: 'openai' })).toBe(true);
  });

  it('does not label summaries written by an editor', () => {
    expect(isAiGenerated({ engine: 'editor' })).toBe(false);
    expect(isAiGenerated({ engine: ' Editor ' })).toBe(false);
  });

  it('labels a summary whose origin is unknown, to be safe', () => {
    expect(isAiGenerated(undefined)).toBe(true);
  });
});
