/** A sideways-scrolling row's measurements, as the browser reports them (CSS pixels). */
export interface RowScroll {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Which ends of a sideways-scrolling row have tabs scrolled out of sight. */
export interface HiddenEdges {
  start: boolean;
  end: boolean;
}

export const NO_HIDDEN_EDGES: HiddenEdges = { start: false, end: false };

/**
 * Which ends of the row hide something. A pixel of slack absorbs fractional scroll positions
 * (zoom, high-density screens), so a row scrolled to its end does not keep a sliver of hint.
 */
export function hiddenEdges({ scrollLeft, scrollWidth, clientWidth }: RowScroll, slack = 1): HiddenEdges {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= slack) return NO_HIDDEN_EDGES;
  const left = Math.min(Math.max(scrollLeft, 0), hidden);
  return { start: left > slack, end: hidden - left > slack };
}

/**
 * Where to scroll a row so a tab (its left offset and width inside the row) shows in full, clear
 * of `margin` at each end (where the edge hints lie), or null when it already does. The first and
 * last tabs go to the row's ends, where no hint is shown.
 */
export function scrollLeftToShow(tabLeft: number, tabWidth: number, row: RowScroll, margin = 16): number | null {
  const maxLeft = Math.max(0, row.scrollWidth - row.clientWidth);
  let target: number | null = null;
  if (tabLeft - margin < row.scrollLeft) target = Math.max(0, tabLeft - margin);
  else if (tabLeft + tabWidth + margin > row.scrollLeft + row.clientWidth) {
    target = Math.min(maxLeft, tabLeft + tabWidth + margin - row.clientWidth);
  }
  return target === null || Math.abs(target - row.scrollLeft) < 1 ? null : target;
}

/** Where the tab strip and its panel are, relative to the viewport, after the user chose a tab. */
export interface PanelPlacement {
  /** Top of the tab strip. */
  stripTop: number;
  /** Where the panel begins (the strip's bottom edge). */
  panelTop: number;
  viewportHeight: number;
  /** Height covered at the top by fixed bars; the strip is scrolled to sit just below it. */
  topInset: number;
  /** Height covered at the bottom by fixed bars (the phone's navigation bar). */
  bottomInset: number;
}

/** How much of a panel must show for the reader to see that it changed: its heading and a line. */
export const PANEL_START_VISIBLE = 120;

/**
 * Whether choosing a tab should scroll the page to put the strip at the top: when the strip is
 * hidden under the top bar or above the screen, or its panel starts (nearly) below the fold.
 */
export function shouldRevealPanel(
  { stripTop, panelTop, viewportHeight, topInset, bottomInset }: PanelPlacement,
  minVisible = PANEL_START_VISIBLE,
): boolean {
  const visibleBottom = viewportHeight - bottomInset;
  if (stripTop < topInset - 1) return true;
  // Below the fold; unless the strip is already as high as it goes (a very short window).
  return panelTop + minVisible > visibleBottom && stripTop > topInset + 1;
}
