import { describe, expect, it } from 'vitest';
import { swappedNeighbours, typingDistance } from '../../src/modules/records/search/typing-distance.js';

describe('typingDistance', () => {
  it('counts a letter added, dropped or changed, and two neighbours swapped, as one slip each', () => {
    expect(typingDistance('kunbour', 'kunbuor')).toBe(1);
    expect(typingDistance('tabacco', 'tobacco')).toBe(1);
    expect(typingDistance('forecast', 'forest')).toBe(2);
    expect(typingDistance('shift', 'shift')).toBe(0);
    expect(typingDistance('', 'abc')).toBe(3);
  });

  it('counts a doubled letter written once, or a letter written twice, as half a slip', () => {
    expect(typingDistance('aido', 'aidoo')).toBe(0.5);
    expect(typingDistance('ampoffo', 'ampofo')).toBe(0.5);
    expect(typingDistance('racketering', 'racketeering')).toBe(0.5);
    expect(typingDistance('comitee', 'committee')).toBe(1);
    // A changed letter is still a whole slip: "Aido" is nearer Aidoo than Addo.
    expect(typingDistance('aido', 'addo')).toBe(1);
    expect(typingDistance('aido', 'aidoo')).toBeLessThan(typingDistance('aido', 'addo'));
  });

  it('lists every word one swap of neighbours away, and not the word itself', () => {
    expect(swappedNeighbours('abc')).toEqual(['bac', 'acb']);
    expect(swappedNeighbours('kunbour')).toContain('kunbuor');
    expect(swappedNeighbours('aab')).toEqual(['aba']);
  });
});
