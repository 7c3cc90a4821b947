import { describe, expect, it } from 'vitest';
import { describeProvenance, describeSource, evidenceByName, segmentSummary, spanWithin, type SentenceEvidence } from './evidence';

const provenance = (engine: string, extra: { source?: string; engine_version?: string | null; model?: string | null } = {}) => ({
  source: 'https://www.parliament.gh/docs/hansard-2024-06-04.pdf',
  engine,
  engine_version: null,
  model: null,
  ...extra,
});

const sentence = (text: string, start = 0): SentenceEvidence => ({
  sentence: text,
  quote: `quote for ${text}`,
  span: { start, end: start + 10, column: null },
});

describe('describeProvenance', () => {
  it('names the built-in engine and its version', () => {
    const d = describeProvenance(provenance('builtin', { engine_version: 'builtin-1.0.0' }));
    expect(d.author).toBe("Summarised by Kakyerɛ's built-in engine (builtin-1.0.0)");
    expect(d.source).toEqual({
      kind: 'link',
      href: 'https://www.parliament.gh/docs/hansard-2024-06-04.pdf',
      label: 'the Official Report',
    });
    expect(d.note).toBeNull();
    // The version is one unbreakable name in the line.
    expect(d.authorParts).toContainEqual({ text: 'builtin-1.0.0', name: true });
  });

  it('names the model and the provider of an LLM summary', () => {
    expect(describeProvenance(provenance('anthropic', { model: 'claude-x' })).author).toBe(
      'Summarised by claude-x via Anthropic',
    );
    expect(describeProvenance(provenance('openai-compatible', { model: 'llama-3' })).author).toBe(
      'Summarised by llama-3 via an OpenAI-compatible API',
    );
    expect(describeProvenance(provenance('google')).author).toBe('Summarised by an AI model via Google');
  });

  it('credits the editors, and says why an AI answer was set aside only for machine summaries', () => {
    const editors = describeProvenance(provenance('editor', { source: 'seed' }), 'timed out');
    expect(editors).toMatchObject({ author: 'Written by the Kakyerɛ editors', source: null, note: null });
    const fallback = describeProvenance(provenance('builtin', { engine_version: 'builtin-1.0.0' }), 'malformed JSON');
    expect(fallback.note).toContain('(malformed JSON)');
  });
});

describe('describeSource', () => {
  it('links only http and https addresses', () => {
    expect(describeSource('http://staging.odekro.org/hansard/sitting/1', false)).toEqual({
      kind: 'link',
      href: 'http://staging.odekro.org/hansard/sitting/1',
      label: 'the record at staging.odekro.org',
    });
    expect(describeSource('javascript:alert(1)', false)).toBeNull();
    expect(describeSource('http://', true)).toBeNull();
  });

  it('reads an Official Report citation as written and hides internal markers', () => {
    expect(describeSource('Official Report, FOURTH SERIES VOL. 78 No. 10', false)).toEqual({
      kind: 'text',
      text: 'the Official Report, FOURTH SERIES VOL. 78 No. 10',
    });
    expect(describeSource('file:hansard.pdf', true)).toEqual({ kind: 'text', text: 'the Official Report' });
    expect(describeSource('seed', false)).toBeNull();
    expect(describeSource('synthetic:seed-scale', true)).toBeNull();
  });
});

describe('segmentSummary', () => {
  it('gives each sentence found in the summary its evidence, in order', () => {
    const segments = segmentSummary('One thing. Two things. Three things.', [
      sentence('One thing.'),
      sentence('Two things.'),
      sentence('Three things.'),
    ]);
    expect(segments.map((s) => [s.text, s.number])).toEqual([
      ['One thing.', 1],
      ['Two things.', 2],
      ['Three things.', 3],
    ]);
  });

  it('keeps text without evidence, and leaves out evidence for words not shown', () => {
    const segments = segmentSummary('Intro. Sourced one. Middle. Sourced two.', [
      sentence('Sourced one.'),
      sentence('Not in the summary.'),
      sentence('Sourced two.'),
    ]);
    expect(segments.map((s) => [s.text, s.number])).toEqual([
      ['Intro.', null],
      ['Sourced one.', 1],
      ['Middle.', null],
      ['Sourced two.', 2],
    ]);
  });

  it('is the whole summary as one plain segment without evidence', () => {
    expect(segmentSummary('Just text.', [])).toEqual([{ text: 'Just text.', evidence: null, number: null }]);
  });
});

describe('spanWithin', () => {
  it('accepts only a non-empty span inside the text', () => {
    expect(spanWithin('0123456789', { start: 2, end: 5 })).toEqual({ start: 2, end: 5 });
    expect(spanWithin('0123456789', { start: 0, end: 10 })).toEqual({ start: 0, end: 10 });
    expect(spanWithin('0123456789', { start: 5, end: 5 })).toBeNull();
    expect(spanWithin('0123456789', { start: 8, end: 11 })).toBeNull();
    expect(spanWithin('0123456789', { start: -1, end: 3 })).toBeNull();
  });
});

describe('evidenceByName', () => {
  it('finds the first item by name, ignoring case and spaces', () => {
    const find = evidenceByName(
      [
        { name: 'Energy', n: 1 },
        { name: 'energy', n: 2 },
      ],
      (i) => i.name,
    );
    expect(find(' ENERGY ')?.n).toBe(1);
    expect(find('Mining')).toBeUndefined();
  });
});
