/** How many feed cards are shown after one more page is revealed. */
export function nextVisibleCount(current: number, total: number, pageSize: number): number {
  return Math.min(total, Math.max(0, current) + pageSize);
}

export function hasMore(visible: number, total: number): boolean {
  return visible < total;
}
