import { describe, expect, it } from 'vitest';
import { isEnglishWord } from '../../src/modules/records/search/english-words.js';

describe('English words', () => {
  it('tells a word English uses from a slip of typing, a Ghanaian word or a name', () => {
    for (const word of ['travelling', 'taxing', 'date', 'preschool', 'government']) expect(isEnglishWord(word), word).toBe(true);
    for (const word of ['kindergaten', 'galamsy', 'galamsey', 'hodogbe', 'govemment']) expect(isEnglishWord(word), word).toBe(false);
  });
});
