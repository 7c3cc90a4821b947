import { splitChips } from '../../lib/chip-overflow';

interface ChipListProps {
  items: readonly string[];
  /** How many chips to show before folding the rest into an overflow chip; all when omitted. */
  max?: number;
  overflowLabel?: (hidden: number) => string;
  label: string;
  className?: string;
}

export function ChipList({
  items,
  max,
  overflowLabel = (n) => `+${n}`,
  label,
  className = '',
}: ChipListProps) {
  const { visible, hidden } = splitChips(items, max ?? items.length);
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-1.5 ${className}`}>
      {visible.map((item) => (
        <li
          key={item}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
        >
          {item}
        </li>
      ))}
      {hidden > 0 && (
        <li
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset"
          title={items.slice(items.length - hidden).join(', ')}
        >
          {overflowLabel(hidden)}
        </li>
      )}
    </ul>
  );
}
