import { describe, expect, it } from 'vitest';
import { headingRegExp, ocrDigits, wordsPattern, yearPattern } from '../../src/modules/engines/official-report/ocr-patterns.js';

describe('ocr patterns (from ai/builtin/patterns; digit look-alikes of find-bill-names and recover-bill-name)', () => {
  it('finds words run together or spread apart', () => {
    expect(new RegExp(wordsPattern('Public Health'), 'i').test('PublicHealth')).toBe(true);
    expect('ORAL   ANSWERS TO QUESTIONS'.match(headingRegExp('Oral Answers to Questions'))?.[0]).toBe('ORAL   ANSWERS TO QUESTIONS');
    expect(wordsPattern('(Amendment) Bill')).toBe('\\(Amendment\\)\\s*Bill');
  });

  it('finds a year with letters for digits or split by a space', () => {
    const re = new RegExp(`^${yearPattern('2011')}$`);
    for (const printed of ['2011', '201l', '20Il', '201 1', 'Z011']) expect(re.test(printed)).toBe(true);
    expect(re.test('2012')).toBe(false);
  });

  it('reads the digits of a printed year, look-alikes and spaces mended', () => {
    expect(ocrDigits('201O')).toBe('2010');
    expect(ocrDigits('20 ll')).toBe('2011');
    expect(ocrDigits('Z0I2')).toBe('2012');
    expect(ocrDigits('20x1')).toBeNull();
  });
});
