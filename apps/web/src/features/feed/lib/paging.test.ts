import { LIMITS } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { hasMore, nextVisibleCount } from './paging';

const page = LIMITS.feedPageSize;

describe('feed paging', () => {
  it('reveals 10 more cards at a time', () => {
    expect(page).toBe(10);
    expect(nextVisibleCount(10, 35, page)).toBe(20);
    expect(nextVisibleCount(20, 35, page)).toBe(30);
  });

  it('never reveals more cards than there are', () => {
    expect(nextVisibleCount(30, 35, page)).toBe(35);
    expect(nextVisibleCount(35, 35, page)).toBe(35);
    expect(nextVisibleCount(10, 4, page)).toBe(4);
  });

  it('knows when the end of the feed is reached', () => {
    expect(hasMore(10, 35)).toBe(true);
    expect(hasMore(35, 35)).toBe(false);
    expect(hasMore(10, 0)).toBe(false);
  });
});
