import { LIMITS } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { splitChips } from './chip-overflow';

const five = ['Agriculture', 'Education', 'Healthcare', 'Finance', 'Technology'];

describe('splitChips', () => {
  it('shows 3 chips on a feed card and folds the rest into +N', () => {
    expect(splitChips(five, LIMITS.feedCardIndustryChips)).toEqual({
      visible: ['Agriculture', 'Education', 'Healthcare'],
      hidden: 2,
    });
  });

  it('shows 4 chips on a list card and folds the rest into +N more', () => {
    expect(splitChips(five, LIMITS.listCardIndustryChips)).toEqual({
      visible: ['Agriculture', 'Education', 'Healthcare', 'Finance'],
      hidden: 1,
    });
  });

  it('has no overflow when everything fits, including exactly at the limit', () => {
    expect(splitChips(five.slice(0, 3), 3)).toEqual({ visible: five.slice(0, 3), hidden: 0 });
    expect(splitChips(['Energy'], 3)).toEqual({ visible: ['Energy'], hidden: 0 });
    expect(splitChips([], 3)).toEqual({ visible: [], hidden: 0 });
  });

  it('does not change the list it was given', () => {
    const items = [...five];
    splitChips(items, 3);
    expect(items).toEqual(five);
  });
});
