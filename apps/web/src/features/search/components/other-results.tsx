import type { SearchBill, SearchMember, SearchSitting } from '@kakyere/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format-date';
import { countText } from '../lib/count-text';
import { readableId, stageLabel } from '../lib/filter-labels';
import { searchHref, withFilter, type SearchState } from '../lib/search-query';

const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline';
const smallLinkClass = 'inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-4 hover:decoration-2';

/** A titled section of results, with how many there are in all when that is more than it shows. */
export function ResultSection({ id, title, count, children }: { id: string; title: string; count?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold text-slate-900">
        {title}
        {count && <span className="text-sm font-normal text-slate-600">{count}</span>}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The Members the search names, before the results: most who type a name want that Member's page. */
export function MemberResults({ members }: { members: SearchMember[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Members">
      {members.map((member) => (
        <li key={member.id} className="rounded-2xl border border-slate-200 bg-white px-4 pt-3 pb-1 shadow-sm">
          <p>
            <Link to={member.url} className={linkClass}>
              {member.name}
            </Link>
          </p>
          {(member.constituency || member.party) && <p className="text-sm text-slate-600">{[member.constituency, member.party].filter(Boolean).join(' · ')}</p>}
          <Link to={searchHref({ q: '', filters: { person: member.id }, sort: undefined, page: 1 })} className={smallLinkClass}>
            Search what they said<span className="sr-only">: {member.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Sittings whose summary or title matches, each with a link to search only within it. */
export function SittingResults({ sittings, applied }: { sittings: SearchSitting[]; applied: SearchState }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm" aria-label="Sittings">
      {sittings.map((sitting) => (
        <li key={sitting.id} className="px-4 pt-3 pb-1 sm:px-5">
          <p>
            <Link to={sitting.url} className={linkClass}>
              {sitting.title}
            </Link>
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={sitting.date}>{formatLongDate(sitting.date)}</time>
          </p>
          <p className="mt-1 line-clamp-2 text-sm text-slate-700">{sitting.summary}</p>
          {applied.filters.sitting !== sitting.id && (
            <Link to={searchHref(withFilter(applied, 'sitting', sitting.id))} className={smallLinkClass}>
              Search only this sitting<span className="sr-only">: {formatLongDate(sitting.date)}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Bills whose title, number or summary matches, each with a link to the speeches of the sittings that debated it. */
export function BillResults({ bills, applied }: { bills: SearchBill[]; applied: SearchState }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm" aria-label="Bills">
      {bills.map((bill) => (
        <li key={bill.id} className="px-4 pt-3 pb-1 sm:px-5">
          <p>
            <Link to={bill.url} className={linkClass}>
              {bill.title}
            </Link>
          </p>
          <p className="text-sm text-slate-600">
            {readableId(bill.status)} · {stageLabel(bill.currentStage)}
          </p>
          {applied.filters.bill !== bill.id && (
            <Link to={searchHref(withFilter(applied, 'bill', bill.id))} className={smallLinkClass}>
              Search the sittings that debated it<span className="sr-only">: {bill.title}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "12 speeches" or "10,000+ speeches"; "the best 10 of 42" when a section shows fewer than match. */
export function shownOf(shown: number, total: number, capped: number, one: string, many: string): string {
  const all = countText(total, capped, one, many);
  return shown < total ? `${all}; the ${shown} best shown` : all;
}
