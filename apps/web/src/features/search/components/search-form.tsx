import { INDUSTRIES, PAGES, SEARCH_QUERY_MAX_LENGTH } from '@kakyere/contract/constants';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { fieldClass, labelClass } from '../../../components/ui/text-field';
import { SEARCH_PARTIES } from '../lib/search-parties';
import type { SearchFilterName, SearchState } from '../lib/search-query';

/** The fields a reader sets in the form (the Member, sitting and bill come from links, as chips). */
interface Fields {
  q: string;
  party: string;
  from: string;
  to: string;
  industry: string;
  sort: string;
}

const fieldsOf = (state: SearchState): Fields => ({
  q: state.q,
  party: state.filters.party ?? '',
  from: state.filters.from ?? '',
  to: state.filters.to ?? '',
  industry: state.filters.industry ?? '',
  sort: state.sort ?? 'relevance',
});

function toState(fields: Fields, applied: SearchState): SearchState {
  const filters = { ...applied.filters };
  for (const name of ['party', 'from', 'to', 'industry'] as const satisfies readonly SearchFilterName[]) {
    const value = fields[name].trim();
    if (value) filters[name] = value;
    else delete filters[name];
  }
  return { q: fields.q.trim(), filters, sort: fields.sort === 'newest' ? 'newest' : undefined, page: 1 };
}

interface SearchFormProps {
  applied: SearchState;
  onSearch: (state: SearchState) => void;
  /** The filters a link set (Member, sitting, bill): chips, each with its hidden field. */
  chips: ReactNode;
}

/**
 * One GET form to /search: the words, the filters and the order, so a search is an address and the
 * page works without JavaScript. With it, the selects apply at once; the words and dates on submit.
 */
export function SearchForm({ applied, onSearch, chips }: SearchFormProps) {
  const ids = { q: useId(), party: useId(), from: useId(), to: useId(), industry: useId(), sort: useId() };
  const [fields, setFields] = useState(() => fieldsOf(applied));
  const appliedKey = JSON.stringify(fieldsOf(applied));
  // Back, forward or a link changes the search: show it in the form.
  useEffect(() => setFields(JSON.parse(appliedKey) as Fields), [appliedKey]);

  const set = (name: keyof Fields, value: string) => setFields((current) => ({ ...current, [name]: value }));
  const choose = (name: 'party' | 'industry' | 'sort', value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    if (next.q.trim()) onSearch(toState(next, applied));
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(toState(fields, applied));
  }
  // The narrowing fields start open when one of them is in use, so what narrows the results shows.
  // Only at first: closing them under a reader who just cleared the last one would lose their place.
  const [narrowed] = useState(() => Boolean(applied.filters.party || applied.filters.from || applied.filters.to || applied.filters.industry || applied.sort));

  return (
    <form role="search" aria-label="Search what was said" method="get" action={PAGES.search.path} onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.q} className={labelClass}>
            Words said in Parliament
          </label>
          <input
            id={ids.q}
            type="search"
            name="q"
            value={fields.q}
            onChange={(event) => set('q', event.target.value)}
            placeholder='e.g. galamsey, "free SHS", cocoa -price'
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            className={fieldClass}
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'sm:px-6')}>
          Search
        </button>
      </div>
      {chips}
      <details open={narrowed} className="group mt-3 border-t border-slate-100 pt-1">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-1 text-sm font-medium text-brand-800 hover:underline [&::-webkit-details-marker]:hidden">
          <svg viewBox="0 0 24 24" className="size-4 transition-transform group-open:rotate-90" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="m9 6 6 6-6 6" />
          </svg>
          Filters and order
        </summary>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:items-end">
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor={ids.party} className={labelClass}>
              Party
            </label>
            <select id={ids.party} name="party" value={fields.party} onChange={(event) => choose('party', event.target.value)} className={fieldClass}>
              <option value="">Any party</option>
              {SEARCH_PARTIES.map((party) => (
                <option key={party.id} value={party.id}>
                  {party.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.from} className={labelClass}>
              From
            </label>
            <input id={ids.from} type="date" name="from" value={fields.from} onChange={(event) => set('from', event.target.value)} className={fieldClass} />
          </div>
          <div>
            <label htmlFor={ids.to} className={labelClass}>
              To
            </label>
            <input id={ids.to} type="date" name="to" value={fields.to} onChange={(event) => set('to', event.target.value)} className={fieldClass} />
          </div>
          <div>
            <label htmlFor={ids.industry} className={labelClass}>
              Industry
            </label>
            <select id={ids.industry} name="industry" value={fields.industry} onChange={(event) => choose('industry', event.target.value)} className={fieldClass}>
              <option value="">Any industry</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.sort} className={labelClass}>
              Order
            </label>
            <select id={ids.sort} name="sort" value={fields.sort} onChange={(event) => choose('sort', event.target.value)} className={fieldClass}>
              <option value="relevance">Best match</option>
              <option value="newest">Newest first</option>
            </select>
          </div>
          {/* The selects apply at once with JavaScript; this sends the dates, and everything without it. */}
          <button type="submit" className={buttonClass('secondary', 'col-span-2 sm:col-span-1')}>
            Apply
          </button>
        </div>
      </details>
    </form>
  );
}
