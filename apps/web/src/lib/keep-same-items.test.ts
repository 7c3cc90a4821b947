import { describe, expect, it } from 'vitest';
import { keepSameItems } from './keep-same-items';

describe('keepSameItems', () => {
  it('hands back the first list’s objects for unchanged items, and the new ones for changed or added items', () => {
    const first = [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }];
    const full = [{ id: 'a', title: 'A' }, { id: 'b', title: 'B, amended' }, { id: 'c', title: 'C' }];
    const kept = keepSameItems(full, first)!;
    expect(kept[0]).toBe(first[0]);
    expect(kept[1]).toBe(full[1]);
    expect(kept[2]).toBe(full[2]);
  });

  it('falls back to whichever list there is', () => {
    const first = [{ id: 'a' }];
    expect(keepSameItems(undefined, first)).toBe(first);
    expect(keepSameItems(first, undefined)).toBe(first);
    expect(keepSameItems(undefined, undefined)).toBeUndefined();
  });
});
