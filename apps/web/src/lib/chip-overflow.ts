export interface ChipOverflow<T> {
  visible: T[];
  /** How many items did not fit, shown as a '+N' chip. */
  hidden: number;
}

/** Splits a list into the chips shown and the count folded into an overflow chip. */
export function splitChips<T>(items: readonly T[], max: number): ChipOverflow<T> {
  const limit = Math.max(0, Math.floor(max));
  return { visible: items.slice(0, limit), hidden: Math.max(0, items.length - limit) };
}
