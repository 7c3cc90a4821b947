import { FEED_PATHS, PAGES, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_PAGE, searchTitle } from '@kakyere/contract/constants';
import type { SearchResponse } from '@kakyere/contract';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { FeedLink } from '../../../components/ui/feed-link';
import { HydrateApart } from '../../../components/ui/hydration-chunks';
import { ErrorBox } from '../../../components/ui/message-boxes';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchRecord } from '../api/search-record';
import { countText, pageCount } from '../lib/count-text';
import { billLabel, readableId, sittingLabel } from '../lib/filter-labels';
import { hasFilters, readSearchState, searchApiQuery, searchHref, withoutQuotes, type SearchFilterValues, type SearchState } from '../lib/search-query';
import { FilterChips, type FilterChip } from './filter-chips';
import { BillResults, MemberResults, ResultSection, shownOf, SittingResults } from './other-results';
import { SearchForm } from './search-form';
import { SearchPager } from './search-pager';
import { SpeechResults } from './speech-results';

type Answer = Omit<SearchResponse, 'success'>;

/** What a followed search is: its words and filters (not its order or page). */
export type FollowedSearch = { q: string } & SearchFilterValues;

export interface SearchPageProps {
  /** The name of the Member the `person` filter names, for its chip (the app reads it from the Members feature). */
  personName?: string | null | undefined;
  /** "E-mail me when this is said": what the app puts above the results (features stay apart). */
  follow?: (search: FollowedSearch) => ReactNode;
}

/**
 * /search: everything said in Parliament, as a GET form and links, rendered on the server with its
 * results, so it works without JavaScript. Members the words name come first, then the speeches
 * (paged), then the sittings and bills that match.
 */
export function SearchPage({ personName, follow }: SearchPageProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const applied = readSearchState(new URLSearchParams(search));
  useDocumentTitle(applied.q ? searchTitle(applied.q) : PAGES.search.title);
  const results = useSearchRecord(searchApiQuery(applied));
  const answer = results.data?.ok ? results.data.answer : undefined;
  useNewSearchAtTop(search);

  const chips: FilterChip[] = [];
  if (applied.filters.person) chips.push({ name: 'person', label: `Member: ${personName ?? readableId(applied.filters.person)}` });
  if (applied.filters.sitting) chips.push({ name: 'sitting', label: `Sitting: ${sittingLabel(applied.filters.sitting, answer)}` });
  if (applied.filters.bill) chips.push({ name: 'bill', label: `Bill: ${billLabel(applied.filters.bill, answer)}` });

  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-12 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{PAGES.search.title}</h1>
        <p className="mt-1 text-slate-600">Every speech in the sittings Kakyerɛ holds: who said it, when, and where in the record.</p>
      </header>
      {/* The form and the results each hydrate in a task of their own: no one long task on a slow phone. */}
      <div className="mt-6">
        <HydrateApart deps={[search, chips.map((chip) => chip.label).join('|')]}>
          <SearchForm applied={applied} onSearch={(next) => void navigate(searchHref(next))} chips={<FilterChips applied={applied} chips={chips} />} />
        </HydrateApart>
      </div>
      {!applied.q ? (
        <SearchHints personName={applied.filters.person ? (personName ?? readableId(applied.filters.person)) : null} />
      ) : results.isPending ? (
        <Spinner label="Searching..." className="py-16" />
      ) : results.isError ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
          <p className="font-medium text-red-800">Failed to search. Please try again.</p>
          <button type="button" onClick={() => void results.refetch()} className={buttonClass('secondary', 'mt-4')}>
            Try again
          </button>
        </div>
      ) : !results.data.ok ? (
        <ErrorBox className="mt-6">{results.data.error}</ErrorBox>
      ) : (
        <HydrateApart deps={[results.data.answer, search]}>
          <Results answer={results.data.answer} applied={applied} follow={follow} />
        </HydrateApart>
      )}
    </div>
  );
}

/**
 * Another search, or another page of one, starts at the top: the shell does this only when the
 * address's path changes. Back and forward are left to the browser.
 */
function useNewSearchAtTop(search: string) {
  const navigationType = useNavigationType();
  const shown = useRef(search);
  useLayoutEffect(() => {
    if (shown.current !== search && navigationType !== 'POP') window.scrollTo(0, 0);
    shown.current = search;
  }, [search, navigationType]);
}

function Results({ answer, applied, follow }: { answer: Answer; applied: SearchState; follow: SearchPageProps['follow'] }) {
  const { data, total, more, capped } = answer;
  const nothing = data.members.length + total.speeches + more + total.sittings + total.bills === 0;
  // The pages go on past what says every word: the turns of the same exchanges, then what says part of it.
  const pages = pageCount(Math.min(total.speeches + more, capped), SEARCH_DEFAULT_LIMIT, SEARCH_MAX_PAGE);
  return (
    <>
      {/* Most who type a Member's name want that Member: their page comes before any result. */}
      {data.members.length > 0 && (
        <ResultSection id="search-members" title="Members">
          <MemberResults members={data.members} />
        </ResultSection>
      )}
      <p className="mt-6 text-slate-700" aria-live="polite" data-testid="search-summary">
        {total.speeches === 0 ? 'No speech says' : `${countText(total.speeches, capped, 'speech', 'speeches')} ${total.speeches === 1 ? 'says' : 'say'}`} “{applied.q}”
        {more > 0 ? `; then ${countText(more, capped, 'more', 'more')} from the same exchanges or matching part of the search` : ''}
        {applied.page > 1 && pages > 1 ? ` · page ${applied.page} of ${pages}` : ''}
      </p>
      {data.abbreviations.length > 0 && (
        <p className="mt-1 text-sm text-slate-700" data-testid="search-abbreviations">
          {data.abbreviations.map((used, i) => (
            <span key={`${used.typed} ${used.searched}`}>
              {i > 0 && ' '}
              {used.as === 'short-form' ? (
                <>
                  Also searched for <strong className="font-semibold">{used.searched.toUpperCase()}</strong>, the record’s short form of “{used.typed}”.
                </>
              ) : (
                <>
                  Also searched for <strong className="font-semibold">{used.searched}</strong>, which the record shortens to “{used.typed.toUpperCase()}”.
                </>
              )}
            </span>
          ))}
        </p>
      )}
      {data.corrected.length > 0 && (
        <p className="mt-1 text-sm text-slate-700" data-testid="search-corrected">
          {data.corrected.map((word, i) => (
            <span key={word.typed}>
              {i > 0 && ' '}
              Also searched for <strong className="font-semibold">{word.searched}</strong> (the record’s word nearest “{word.typed}”).
            </span>
          ))}
        </p>
      )}
      {follow && !nothing && <div className="mt-4">{follow({ q: applied.q, ...applied.filters })}</div>}
      <FeedLink href={FEED_PATHS.search(new URLSearchParams({ q: applied.q, ...applied.filters }))} of="the newest speeches that say this" />
      {nothing ? (
        <NothingFound applied={applied} />
      ) : (
        <>
          <ResultSection id="search-speeches" title="Speeches" count={countText(Math.min(total.speeches + more, capped), capped, 'speech', 'speeches')}>
            {data.speeches.length > 0 ? (
              <>
                <SpeechResults speeches={data.speeches} />
                <SearchPager applied={applied} pages={pages} />
              </>
            ) : (
              <NoSpeeches applied={applied} total={total.speeches} others={total.sittings + total.bills > 0} />
            )}
          </ResultSection>
          <HydrateApart deps={[answer, searchHref(applied)]}>
            {data.sittings.length > 0 && (
              <ResultSection id="search-sittings" title="Sittings" count={shownOf(data.sittings.length, total.sittings, capped, 'sitting', 'sittings')}>
                <SittingResults sittings={data.sittings} applied={applied} />
              </ResultSection>
            )}
            {data.bills.length > 0 && (
              <ResultSection id="search-bills" title="Bills" count={shownOf(data.bills.length, total.bills, capped, 'bill', 'bills')}>
                <BillResults bills={data.bills} applied={applied} />
              </ResultSection>
            )}
          </HydrateApart>
        </>
      )}
    </>
  );
}

/** Before any words: what can be searched, and how. */
function SearchHints({ personName }: { personName: string | null }) {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white px-4 py-4 text-slate-700 sm:px-5">
      <p className="font-medium text-slate-900">{personName ? `Type what to search for in what ${personName} said.` : 'Type a word or a few to search what was said.'}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>“Quoted words” are found together, in that order.</li>
        <li>A word after a minus (-price) leaves out the speeches that say it.</li>
        <li>Case, accents and hyphens do not matter, and close misspellings are found.</li>
      </ul>
    </div>
  );
}

/**
 * No speech says it: the site holds the words of only the sittings whose record it has read so far,
 * so say that, rather than let it read as "never said in Parliament".
 */
function NoSpeeches({ applied, total, others }: { applied: SearchState; total: number; others: boolean }) {
  // A page beyond the last (an old link): the search has speeches, just not this many.
  if (total > 0) {
    return (
      <p className="text-slate-700">
        There are no more speeches on this page.{' '}
        <Link to={searchHref({ ...applied, page: 1 })} className={buttonClass('link', 'font-semibold')}>
          Back to the first page
        </Link>
      </p>
    );
  }
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-4 text-slate-700 sm:px-5" data-testid="no-speeches">
      <p className="font-medium text-slate-900">No speech on Kakyerɛ says this{hasFilters(applied) ? ' with these filters' : ''}.</p>
      <p className="mt-1 text-sm">
        Kakyerɛ holds the words of only the sittings whose Official Report it has read so far (not yet every sitting), so this does not mean it was
        never said in Parliament.{others ? ' The sittings and bills below match it in their summaries and titles.' : ''}
      </p>
      <ClearFilters applied={applied} />
      <WithoutQuotes applied={applied} />
    </div>
  );
}

function NothingFound({ applied }: { applied: SearchState }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="search-nothing">
      <h2 className="text-lg font-semibold text-slate-900">Nothing on Kakyerɛ matches “{applied.q}”</h2>
      <p className="mt-1 text-slate-600">
        Check the spelling, try fewer or other words{hasFilters(applied) ? ', or search without the filters' : ''}. Kakyerɛ holds the words of only
        the sittings it has read so far.
      </p>
      <ClearFilters applied={applied} />
      <WithoutQuotes applied={applied} />
    </div>
  );
}

/** A quotation remembered not quite word for word finds nothing: the same words, searched apart. */
function WithoutQuotes({ applied }: { applied: SearchState }) {
  const unquoted = withoutQuotes(applied.q);
  if (unquoted.trim() === applied.q.trim() || unquoted.trim() === '') return null;
  return (
    <p className="mt-1 text-sm">
      <Link to={searchHref({ ...applied, q: unquoted.trim(), page: 1 })} className={buttonClass('link', 'font-semibold')}>
        Search without the quotes
      </Link>{' '}
      to find speeches that say these words in any order.
    </p>
  );
}

function ClearFilters({ applied }: { applied: SearchState }) {
  if (!hasFilters(applied)) return null;
  return (
    <Link to={searchHref({ ...applied, filters: {}, page: 1 })} className={buttonClass('link', 'mt-1 text-sm font-semibold')}>
      Search “{applied.q}” without filters
    </Link>
  );
}
