import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav-item-link';

describe('isActivePath', () => {
  it('marks Home only on the home page', () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/hansards', '/', true)).toBe(false);
  });

  it('keeps Hansards active on a Hansard permalink', () => {
    expect(isActivePath('/hansards', '/hansards')).toBe(true);
    expect(isActivePath('/hansards/budget-2012', '/hansards')).toBe(true);
  });

  it('does not confuse paths that only share a prefix', () => {
    expect(isActivePath('/hansards-archive', '/hansards')).toBe(false);
    expect(isActivePath('/bills', '/subscribe')).toBe(false);
  });
});
