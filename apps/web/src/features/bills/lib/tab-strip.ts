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
