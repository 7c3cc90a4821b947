import { Link } from 'react-router';
import { searchHref, withFilter, type SearchState } from '../lib/search-query';

export interface FilterChip {
  name: 'person' | 'sitting' | 'bill';
  /** What the chip says: "Member: Apul Cletus Avoka". */
  label: string;
}

/**
 * The filters a link set (a Member's "Search what they said", "Search in this sitting"), which the
 * form has no field for: each a chip with a link that removes it, and a hidden field so the form
 * keeps it when the words change.
 */
export function FilterChips({ applied, chips }: { applied: SearchState; chips: FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="sr-only">Searching only:</p>
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.name} className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-0 pl-3 text-sm text-brand-900">
            <input type="hidden" name={chip.name} value={applied.filters[chip.name]} />
            <span className="min-w-0 truncate">{chip.label}</span>
            <Link
              to={searchHref(withFilter(applied, chip.name, undefined))}
              aria-label={`Remove the filter ${chip.label}`}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
            >
              <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
