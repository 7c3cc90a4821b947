import { CURRENT_PARLIAMENT, memberPath, PAGES, PARLIAMENT_ORDINALS, parliamentName } from '@kakyere/contract/constants';
import type { ParliamentsData, PeopleListItem } from '@kakyere/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ListEmpty } from '../../../components/ui/list-empty';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useParliaments, usePeople } from '../api/get-members';
import { rosterNotice } from '../lib/roster-notice';
import { seatLine } from '../lib/speech-line';
import { defaultParliament, MEMBERS_PAGE_SIZE, memberListToParams, peopleApiQuery, readMemberListQuery, type MemberListQuery } from '../lib/member-query';
import { PageLinks } from '../../../components/ui/page-links';

const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 sm:text-sm';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

const listHref = (query: MemberListQuery) => {
  const search = memberListToParams(query).toString();
  return search ? `${PAGES.members.path}?${search}` : PAGES.members.path;
};

/**
 * /members: the Members of the current Parliament first, then any other (a selector), a search by
 * name or constituency, filters by region and party. Every control is a GET form or a link, so the
 * page works without JavaScript; the roster is partial, and the page says so where it is.
 */
export function MembersPage() {
  useDocumentTitle(PAGES.members.title);
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = readMemberListQuery(new URLSearchParams(search));
  const apiQuery = peopleApiQuery(query);
  const people = usePeople(apiQuery);
  const parliaments = useParliaments();

  function apply(next: MemberListQuery) {
    navigate(listHref({ ...next, page: 1 }), { preventScrollReset: true, flushSync: true });
  }

  const shown = people.data;
  const notice = parliaments.data ? rosterNotice(parliaments.data.parliaments, query.parliament) : null;
  const first = (query.page - 1) * MEMBERS_PAGE_SIZE;
  const heading = query.q ? `Members matching “${query.q}”` : query.parliament === 'all' ? 'Members of every Parliament' : `Members of the ${parliamentName(query.parliament)}`;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Members of Parliament</h1>
        <p className="mt-1 text-slate-600">Find your Member by name or constituency: their seats, offices and what the record holds of them.</p>
      </header>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        <MemberFilters applied={query} options={parliaments.data} onApply={apply} />
      </div>

      {notice && (
        <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="roster-notice">
          {notice}
        </p>
      )}

      <section className="mt-6" aria-labelledby="members-results">
        <h2 id="members-results" className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        <p className="mt-1 min-h-6 text-sm text-slate-600" aria-live="polite">
          {shown && shown.total > 0 && `Showing ${first + 1}–${first + shown.rows.length} of ${shown.total} ${shown.total === 1 ? 'Member' : 'Members'}`}
        </p>
        <div className="mt-3">
          {people.isPending ? (
            <Spinner label="Loading Members..." className="py-16" />
          ) : people.isError ? (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
              <p className="font-medium text-red-800">Failed to fetch Members</p>
              <button type="button" onClick={() => void people.refetch()} className={buttonClass('secondary', 'mt-4')}>
                Try again
              </button>
            </div>
          ) : shown && shown.rows.length > 0 ? (
            <>
              <NotCurrentNote query={query} rows={shown.rows} />
              <ul className="grid gap-3 md:grid-cols-2" aria-label="Members">
                {shown.rows.map((person) => (
                  <li key={person.id}>
                    <MemberCard person={person} />
                  </li>
                ))}
              </ul>
              <Pager query={query} total={shown.total} />
            </>
          ) : (
            <NothingFound query={query} />
          )}
        </div>
      </section>
    </div>
  );
}

/**
 * Two GET forms, so each works without JavaScript: a search (by name or constituency, across every
 * Parliament) and the filters (Parliament, region, party), which keep the search they narrow.
 */
function MemberFilters({ applied, options, onApply }: { applied: MemberListQuery; options: ParliamentsData | undefined; onApply: (query: MemberListQuery) => void }) {
  const ids = { q: useId(), parliament: useId(), region: useId(), party: useId() };
  const [term, setTerm] = useState(applied.q);
  useEffect(() => setTerm(applied.q), [applied.q]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = term.trim();
    onApply({ q, parliament: defaultParliament(q), region: '', party: '', page: 1 });
  }

  return (
    <div className="space-y-3">
      <form role="search" aria-label="Find a Member" method="get" action={PAGES.members.path} onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.q} className={labelClass}>
            Name or constituency
          </label>
          <input
            id={ids.q}
            type="search"
            name="q"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="e.g. Suame, or a Member's name"
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className={fieldClass}
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'sm:px-6')}>
          Search
        </button>
      </form>
      <form
        aria-label="Filter Members"
        method="get"
        action={PAGES.members.path}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(readMemberListQuery(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)));
        }}
        className="grid grid-cols-2 gap-3 border-t border-slate-100 pt-3 sm:grid-cols-[14.5rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        {applied.q && <input type="hidden" name="q" value={applied.q} />}
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={ids.parliament} className={labelClass}>
            Parliament
          </label>
          <select
            id={ids.parliament}
            name="parliament"
            value={String(applied.parliament)}
            onChange={(event) => onApply({ ...applied, parliament: event.target.value === 'all' ? 'all' : (Number(event.target.value) as MemberListQuery['parliament']) })}
            className={fieldClass}
          >
            {[...PARLIAMENT_ORDINALS].reverse().map((ordinal) => (
              <option key={ordinal} value={ordinal}>
                {parliamentName(ordinal)}
                {ordinal === CURRENT_PARLIAMENT ? ' (current)' : ''}
              </option>
            ))}
            <option value="all">Every Parliament</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.region} className={labelClass}>
            Region
          </label>
          <select id={ids.region} name="region" value={applied.region} onChange={(event) => onApply({ ...applied, region: event.target.value })} className={fieldClass}>
            <option value="">All regions</option>
            {(options?.regions ?? (applied.region ? [applied.region] : [])).map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.party} className={labelClass}>
            Party
          </label>
          <select id={ids.party} name="party" value={applied.party} onChange={(event) => onApply({ ...applied, party: event.target.value })} className={fieldClass}>
            <option value="">All parties</option>
            {(options?.parties ?? (applied.party ? [{ id: applied.party, name: applied.party }] : [])).map((party) => (
              <option key={party.id} value={party.id}>
                {party.name}
              </option>
            ))}
          </select>
        </div>
        {/* The selects apply at once with JavaScript; without it, this sends them. */}
        <button type="submit" className={buttonClass('secondary', 'col-span-2 sm:col-span-1')}>
          Apply filters
        </button>
      </form>
    </div>
  );
}

function MemberCard({ person }: { person: PeopleListItem }) {
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">
        <Link to={memberPath(person.id, person.name)} className="rounded text-brand-800 underline-offset-4 hover:underline">
          {person.name}
        </Link>
      </h3>
      {person.seats.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No seat in Parliament on Kakyerɛ</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
          {person.seats.map((seat, i) => (
            <li key={`${seat.parliament}-${seat.constituency?.id ?? i}-${seat.start_date ?? ''}`}>
              <span className="font-medium text-slate-900">{seat.parliament_name}:</span> {seatLine(seat)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** A search whose Members all sat before: the current Parliament's roster may just not hold theirs yet. */
function NotCurrentNote({ query, rows }: { query: MemberListQuery; rows: PeopleListItem[] }) {
  if (!query.q || (query.parliament !== 'all' && query.parliament !== CURRENT_PARLIAMENT)) return null;
  if (rows.some((person) => person.seats.some((seat) => seat.parliament === CURRENT_PARLIAMENT))) return null;
  return (
    <p className="mb-3 text-sm text-slate-700">
      No Member of the {parliamentName(CURRENT_PARLIAMENT)} for “{query.q}” is on Kakyerɛ yet: its roster here is not complete.
    </p>
  );
}

function NothingFound({ query }: { query: MemberListQuery }) {
  if (query.q) {
    const everywhere = { ...query, parliament: 'all' as const, region: '', party: '' };
    const narrowed = query.parliament !== 'all' || query.region || query.party;
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <h3 className="text-lg font-semibold text-slate-900">No Member for “{query.q}” is on Kakyerɛ yet</h3>
        <p className="mt-1 text-slate-600">
          Kakyerɛ does not hold every Member yet (the 8th and 9th Parliaments are incomplete), so a Member missing here is not yet on Kakyerɛ, not
          absent. Check the spelling, or try another name.
        </p>
        {narrowed && (
          <Link to={listHref(everywhere)} className={buttonClass('link', 'mt-2 text-sm font-semibold')}>
            Search every Parliament, region and party
          </Link>
        )}
      </div>
    );
  }
  return <ListEmpty title="No Members found" hint="Try another Parliament, region or party." />;
}

function Pager({ query, total }: { query: MemberListQuery; total: number }) {
  return (
    <PageLinks label="Pages of Members" page={query.page} pages={Math.ceil(total / MEMBERS_PAGE_SIZE)} hrefOf={(page) => listHref({ ...query, page })} className="mt-6" />
  );
}
