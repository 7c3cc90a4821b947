import { describe, expect, it } from 'vitest';
import { PANEL_START_VISIBLE, shouldRevealPanel } from './tab-strip';

describe('bringing a chosen tab’s panel into view', () => {
  const desktop = { viewportHeight: 800, topInset: 64, bottomInset: 0 };
  const phone = { viewportHeight: 844, topInset: 64, bottomInset: 80 };
  const at = (stripTop: number) => ({ stripTop, panelTop: stripTop + 49 });

  it('does not move the page when the panel already starts in view', () => {
    expect(shouldRevealPanel({ ...desktop, ...at(400) })).toBe(false);
    expect(shouldRevealPanel({ ...desktop, ...at(64) })).toBe(false);
    expect(shouldRevealPanel({ ...phone, ...at(500) })).toBe(false);
  });

  it('scrolls when the panel would start below the fold', () => {
    expect(shouldRevealPanel({ ...desktop, ...at(700) })).toBe(true);
    // Just enough of the panel shows: no scroll; a pixel less: scroll.
    const limit = 800 - PANEL_START_VISIBLE - 49;
    expect(shouldRevealPanel({ ...desktop, ...at(limit) })).toBe(false);
    expect(shouldRevealPanel({ ...desktop, ...at(limit + 1) })).toBe(true);
  });

  it('counts the phone’s bottom bar as covering the screen', () => {
    // 600 + 49 + 120 fits in 844 but not above the 80 px bar.
    expect(shouldRevealPanel({ ...phone, ...at(600) })).toBe(true);
  });

  it('scrolls when the strip is under the top bar or above the screen', () => {
    expect(shouldRevealPanel({ ...desktop, ...at(40) })).toBe(true);
    expect(shouldRevealPanel({ ...desktop, ...at(-900) })).toBe(true);
    // Half a pixel of rounding is not "under".
    expect(shouldRevealPanel({ ...desktop, ...at(63.5) })).toBe(false);
  });

  it('does not keep scrolling in a window too short to show more', () => {
    expect(shouldRevealPanel({ viewportHeight: 200, topInset: 64, bottomInset: 0, ...at(64) })).toBe(false);
    expect(shouldRevealPanel({ viewportHeight: 200, topInset: 64, bottomInset: 0, ...at(120) })).toBe(true);
  });
});
