import { describe, expect, it } from 'vitest';
import { overlap, segmentTranscript } from './segment-transcript';

const RAW = 'PRAYERS\n\nMr Speaker: Order.\n\nMr Akyea: Page 2 is in order.\n\nMr Speaker: Adopted.\n';
const at = (text: string) => RAW.indexOf(text);
const speeches = [
  { id: 'a', start: at('Mr Speaker: Order') },
  { id: 'b', start: at('Mr Akyea') },
  { id: 'c', start: at('Mr Speaker: Adopted') },
];
const text = (piece: { start: number; end: number } | null) => (piece ? RAW.slice(piece.start, piece.end) : null);

describe('segmentTranscript', () => {
  it("cuts the transcript into the text before the first speech and one block per speech, up to the next one's label", () => {
    const segmented = segmentTranscript(RAW, speeches)!;
    expect(text(segmented.lead)).toBe('PRAYERS\n\n');
    expect(segmented.blocks.map((b) => [b.speech.id, text(b)])).toEqual([
      ['a', 'Mr Speaker: Order.\n\n'],
      ['b', 'Mr Akyea: Page 2 is in order.\n\n'],
      ['c', 'Mr Speaker: Adopted.\n'],
    ]);
  });

  it('keeps every character of the transcript, once and in order', () => {
    const segmented = segmentTranscript(RAW, speeches)!;
    expect([segmented.lead, ...segmented.blocks].map(text).join('')).toBe(RAW);
  });

  it('has no lead when the record starts with a speech', () => {
    const segmented = segmentTranscript(RAW.slice(at('Mr Speaker')), [{ id: 'a', start: 0 }])!;
    expect(segmented.lead).toBeNull();
    expect(segmented.blocks).toHaveLength(1);
  });

  it('leaves out speeches it cannot place, their words staying in the block before', () => {
    const segmented = segmentTranscript(RAW, [speeches[0]!, { id: 'late', start: RAW.length + 5 }, speeches[2]!, { id: 'back', start: speeches[1]!.start }, { id: 'odd', start: 1.5 }])!;
    expect(segmented.blocks.map((b) => [b.speech.id, text(b)])).toEqual([
      ['a', 'Mr Speaker: Order.\n\nMr Akyea: Page 2 is in order.\n\n'],
      ['c', 'Mr Speaker: Adopted.\n'],
    ]);
  });

  it('gives nothing to segment when there are no speeches, or none lies in the text (the transcript is shown as is)', () => {
    expect(segmentTranscript(RAW, [])).toBeNull();
    expect(segmentTranscript('', speeches)).toBeNull();
  });

  it('cuts 500 speeches quickly', () => {
    const many = Array.from({ length: 500 }, (_, n) => ({ id: `s${n}`, start: n * 600 }));
    const started = performance.now();
    expect(segmentTranscript('x'.repeat(300_000), many)!.blocks).toHaveLength(500);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('overlap', () => {
  it('marks the part of each block a highlighted passage covers, across block boundaries', () => {
    const span = { start: at('Order'), end: at('Page 2') + 'Page 2'.length };
    const blocks = segmentTranscript(RAW, speeches)!.blocks;
    expect(blocks.map((b) => text(overlap(b.start, b.end, span)))).toEqual(['Order.\n\n', 'Mr Akyea: Page 2', null]);
    expect(overlap(0, 10, null)).toBeNull();
  });
});
