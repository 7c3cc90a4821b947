import { BILL_SEARCH_MAX_LENGTH, BILL_STATUSES, BILL_TYPES } from '@kakyere/contract/constants';
import type { BillStatus, BillType } from '@kakyere/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { humanize } from '../lib/badges';
import type { BillListQuery } from '../lib/bill-query';
import { SearchIcon } from './icons';

interface BillFiltersProps {
  /** The query the list shows (from the address bar). */
  applied: BillListQuery;
  onApply: (query: BillListQuery) => void;
}

const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 sm:text-sm';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

/**
 * Search box, Status and Bill Type selects and a Search button. The selects apply at once; the
 * search term applies on submit. A search term is sent on its own (spec §5).
 */
export function BillFilters({ applied, onApply }: BillFiltersProps) {
  const searchId = useId();
  const statusId = useId();
  const typeId = useId();
  const [term, setTerm] = useState(applied.q);

  // Back/forward (or a link) changes the applied search: show it in the box.
  useEffect(() => setTerm(applied.q), [applied.q]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ ...applied, q: term.trim() });
  }

  return (
    <form
      role="search"
      aria-label="Search bills"
      // Without JavaScript the form is a plain GET to /bills?q=…, which the server renders.
      method="get"
      action="/bills"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_11rem_13rem_auto] lg:items-end"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className={labelClass}>
          Search
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            name="q"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search by bill number, title, or summary..."
            maxLength={BILL_SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            className={`${fieldClass} pl-10 placeholder:text-sm`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={statusId} className={labelClass}>
          Status
        </label>
        <select
          id={statusId}
          name="status"
          value={applied.status}
          onChange={(event) => onApply({ ...applied, status: event.target.value as BillStatus | '' })}
          className={fieldClass}
        >
          <option value="">All</option>
          {BILL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {humanize(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={typeId} className={labelClass}>
          Bill Type
        </label>
        <select
          id={typeId}
          name="billType"
          value={applied.billType}
          onChange={(event) => onApply({ ...applied, billType: event.target.value as BillType | '' })}
          className={fieldClass}
        >
          <option value="">All</option>
          {BILL_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('primary', 'col-span-2 lg:col-span-1 lg:px-6')}>
        <SearchIcon className="size-4" />
        Search
      </button>
    </form>
  );
}
