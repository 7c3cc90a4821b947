import { describe, expect, it } from 'vitest';
import { hiddenEdges, PANEL_START_VISIBLE, scrollLeftToShow, shouldRevealPanel } from './tab-strip';

// The bill tabs on a 390 px phone: 390 px of an 800 px row show.
const row = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 800, clientWidth: 390 });

describe('tab strip edge hints', () => {
  it('shows no hint when every tab fits', () => {
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 750, clientWidth: 896 })).toEqual({ start: false, end: false });
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 896, clientWidth: 896 })).toEqual({ start: false, end: false });
  });

  it('hints at the end only, before the row is scrolled', () => {
    expect(hiddenEdges(row(0))).toEqual({ start: false, end: true });
  });

  it('hints at both ends in the middle of the row', () => {
    expect(hiddenEdges(row(200))).toEqual({ start: true, end: true });
  });

  it('hints at the start only, once scrolled to the end', () => {
    expect(hiddenEdges(row(410))).toEqual({ start: true, end: false });
  });

  it('ignores a fraction of a pixel left over by zoom or rounding', () => {
    expect(hiddenEdges(row(409.4))).toEqual({ start: true, end: false });
    expect(hiddenEdges(row(0.6))).toEqual({ start: false, end: true });
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 390.5, clientWidth: 390 })).toEqual({ start: false, end: false });
  });

  it('treats overscroll past either end as the end itself', () => {
    expect(hiddenEdges(row(-30))).toEqual({ start: false, end: true });
    expect(hiddenEdges(row(450))).toEqual({ start: true, end: false });
  });
});

describe('keeping the selected tab in the row', () => {
  it('leaves a tab that already shows where it is', () => {
    expect(scrollLeftToShow(100, 120, row(0))).toBeNull();
  });

  it('scrolls right to show a tab past the end, with a margin', () => {
    // The last tab, 680..800: scrolled to its end.
    expect(scrollLeftToShow(680, 120, row(0))).toBe(410);
    // A tab partly hidden: just far enough, plus the margin.
    expect(scrollLeftToShow(300, 120, row(0))).toBe(46);
  });

  it('scrolls left to show a tab before the start, never past 0', () => {
    expect(scrollLeftToShow(16, 150, row(300))).toBe(0);
    expect(scrollLeftToShow(200, 120, row(300))).toBe(184);
  });

  it('keeps a tab clear of the edge hints, except at the ends of the row', () => {
    // Behind the end hint (the last 64 px): moved out from under it.
    expect(scrollLeftToShow(250, 100, row(0), 64)).toBe(24);
    // The first and last tabs: the row goes to its end, where that hint is not shown.
    expect(scrollLeftToShow(16, 200, row(100), 64)).toBe(0);
    expect(scrollLeftToShow(650, 134, row(200), 64)).toBe(410);
  });

  it('does not move a row that is already where it should be', () => {
    expect(scrollLeftToShow(16, 200, row(0), 64)).toBeNull();
    expect(scrollLeftToShow(650, 134, row(410), 64)).toBeNull();
  });
});

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
