import { describe, expect, it } from 'vitest';
import { specificity, zipfFrequency } from '../../../src/modules/engines/ai/legal-opinion/everyday-words.js';

describe('how much a word of a question can say about its topic', () => {
  it('reads everyday spoken English as telling little and a specialist’s word as telling much', () => {
    expect(zipfFrequency('the')!).toBeGreaterThan(7);
    expect(specificity('well')).toBe(0.15);
    expect(specificity('brother')).toBeLessThan(specificity('bail'));
    expect(specificity('bail')).toBeLessThan(specificity('compensation'));
    expect(specificity('exemption')).toBe(1);
  });

  it('takes a word the corpus lacks (a name, an acronym, a term of art) as fully specific', () => {
    expect(zipfFrequency('ntoso')).toBeNull();
    expect(specificity('ntoso')).toBe(1);
  });

  it('finds a plural through its singular and ignores case', () => {
    expect(zipfFrequency('Parcels')).not.toBeNull();
    expect(specificity('BAIL')).toBe(specificity('bail'));
  });
});
