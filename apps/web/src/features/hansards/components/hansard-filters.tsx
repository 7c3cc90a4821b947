import { ALL_INDUSTRIES_OPTION, INDUSTRIES } from '@kakyere/contract/constants';
import { useId } from 'react';
import type { HansardFilter } from '../lib/filter-hansards';

interface HansardFiltersProps {
  value: HansardFilter;
  onChange: (value: HansardFilter) => void;
}

export function HansardFilters({ value, onChange }: HansardFiltersProps) {
  const searchId = useId();
  const industryId = useId();
  return (
    <form
      role="search"
      aria-label="Search Hansards"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-3 sm:flex-row"
    >
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          Search by title or summary
        </label>
        <svg
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" strokeLinecap="round" />
        </svg>
        <input
          id={searchId}
          type="search"
          value={value.query}
          onChange={(event) => onChange({ ...value, query: event.target.value })}
          placeholder="Search by title or summary..."
          autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 sm:text-sm"
        />
      </div>
      <div className="sm:w-60">
        <label htmlFor={industryId} className="sr-only">
          Filter by industry
        </label>
        <select
          id={industryId}
          value={value.industry}
          onChange={(event) => onChange({ ...value, industry: event.target.value })}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 sm:text-sm"
        >
          <option value={ALL_INDUSTRIES_OPTION}>{ALL_INDUSTRIES_OPTION}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
