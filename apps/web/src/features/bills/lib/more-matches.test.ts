import { describe, expect, it } from 'vitest';
import { moreMatchesMessage } from './more-matches';

describe('moreMatchesMessage', () => {
  it('says how many more bills match than are shown', () => {
    expect(moreMatchesMessage(50, 62)).toBe('12 more bills match.');
    expect(moreMatchesMessage(50, 51)).toBe('1 more bill matches.');
  });

  it('says nothing when every match is shown', () => {
    expect(moreMatchesMessage(50, 50)).toBeUndefined();
    expect(moreMatchesMessage(3, 3)).toBeUndefined();
    expect(moreMatchesMessage(0, 0)).toBeUndefined();
  });
});
