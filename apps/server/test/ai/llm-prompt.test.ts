import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@kakyere/contract';
import { locateQuote } from '../../src/modules/engines/text-index/locate-quote.js';
import { buildAnalysisPrompt, countWords, DEFAULT_MAX_INPUT_WORDS } from '../../src/modules/engines/ai/hansard-analysis/build-analysis-prompt.js';
import type { ParsedSitting, Speech } from '../../src/modules/engines/official-report/parsed-sitting.js';
import { makeSitting, SITTING_TEXT } from './llm-fixtures.js';

/** A sitting of 120 speeches and about 48,000 words; speech i has (i * 37) % 700 + 50 words. */
function longSitting(): ParsedSitting {
  const sitting = makeSitting('');
  let text = 'PARLIAMENTARY DEBATES\nOFFICIAL REPORT\n';
  const speeches: Speech[] = [];
  for (let i = 0; i < 120; i++) {
    const label = `Mr Member ${i} (Constituency ${i})`;
    const words = Array.from({ length: ((i * 37) % 700) + 350 }, (_, j) => `s${i}w${j}`).join(' ');
    const start = text.length;
    text += `${label}: Mr Speaker, ${words}\n`;
    speeches.push({
      speaker: { label, name: `Member ${i}`, role: null, honorific: 'Mr' },
      text: `Mr Speaker, ${words}`,
      span: { start, end: text.length - 1 },
      column: 1000 + i,
      sectionIndex: i < 60 ? 0 : 1,
    });
  }
  return {
    ...sitting,
    text,
    speeches,
    sections: [
      { heading: 'STATEMENTS', span: { start: 0, end: 1 }, column: 1000 },
      { heading: 'FISHERIES AND AQUACULTURE BILL, 2024', span: { start: 1, end: 2 }, column: 1060 },
    ],
  };
}

describe('the analysis prompt', () => {
  it('sends a short record whole, with the sitting metadata and the rules', () => {
    const prompt = buildAnalysisPrompt(makeSitting());
    expect(prompt.excerpted).toBe(false);
    expect(prompt.user).toContain(SITTING_TEXT.trim());
    expect(prompt.user).toContain('Date: 2024-03-12');
    expect(prompt.user).toContain('Bills in the contents list: Fisheries and Aquaculture Bill, 2024');
    expect(prompt.system).toContain('verbatim');
    expect(prompt.system).toContain('"Title Bill, YYYY"');
    for (const industry of INDUSTRIES) expect(prompt.system).toContain(industry);
  });

  it('sends a bounded, deterministic excerpt of a long record and says so', () => {
    const sitting = longSitting();
    expect(countWords(sitting.text)).toBeGreaterThan(40_000);
    const prompt = buildAnalysisPrompt(sitting);
    expect(prompt.excerpted).toBe(true);
    expect(prompt.user).toMatch(/too long to send whole/);
    expect(countWords(prompt.user)).toBeLessThan(DEFAULT_MAX_INPUT_WORDS + 500);
    expect(buildAnalysisPrompt(longSitting())).toEqual(prompt);

    // The longest speech (i = 18: 1,016 words) is in; a short one (i = 19: 353 words) is not.
    expect(prompt.user).toContain('Mr Member 18 (Constituency 18) [col. 1018]:');
    expect(prompt.user).not.toContain('Mr Member 19 (Constituency 19)');
    // Speeches appear in record order, under their section headings, and the contents list leads.
    const positions = [...prompt.user.matchAll(/Mr Member (\d+) /g)].map((m) => Number(m[1]));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(prompt.user.indexOf('CONTENTS')).toBeLessThan(prompt.user.indexOf('== STATEMENTS =='));
    expect(prompt.user.indexOf('== STATEMENTS ==')).toBeLessThan(prompt.user.indexOf('== FISHERIES AND AQUACULTURE BILL, 2024 =='));
  });

  it('keeps excerpted speeches verbatim, so quotes taken from them are found in the full record', () => {
    const sitting = longSitting();
    const prompt = buildAnalysisPrompt(sitting, { maxInputWords: 3_000 });
    const passage = /Mr Speaker, (s\d+w0 s\d+w1 s\d+w2 s\d+w3)/.exec(prompt.user)![0];
    expect(locateQuote(sitting.text, passage)).not.toBeNull();
    expect(countWords(prompt.user)).toBeLessThan(3_500);
  });

  it('falls back to the opening of the record when no speeches were parsed', () => {
    const words = Array.from({ length: 20_000 }, (_, j) => `w${j}`).join(' ');
    const prompt = buildAnalysisPrompt(makeSitting(words), { maxInputWords: 1_000 });
    expect(prompt.excerpted).toBe(true);
    expect(prompt.user).toContain('w0 w1 w2');
    expect(prompt.user).not.toContain(' w5000 ');
  });
});
