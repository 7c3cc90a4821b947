/**
 * `full` with each item equal to one of `first` (same id, same content) replaced by that very
 * object. When a whole list arrives after the page was rendered with its first items, the cards
 * already on screen keep their props and memoised parts skip re-rendering them.
 */
export function keepSameItems<T extends { id: string }>(full: readonly T[] | undefined, first: readonly T[] | undefined): readonly T[] | undefined {
  if (!full || !first) return full ?? first;
  const byId = new Map(first.map((item) => [item.id, item]));
  return full.map((item) => {
    const same = byId.get(item.id);
    return same && JSON.stringify(same) === JSON.stringify(item) ? same : item;
  });
}
