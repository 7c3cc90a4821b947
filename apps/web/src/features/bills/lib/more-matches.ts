/**
 * What a search cut off at its limit says of the bills it did not show ("12 more bills match."),
 * or undefined when it shows every bill that matched.
 */
export function moreMatchesMessage(shown: number, total: number): string | undefined {
  const more = total - shown;
  if (more <= 0) return undefined;
  return more === 1 ? '1 more bill matches.' : `${more} more bills match.`;
}
