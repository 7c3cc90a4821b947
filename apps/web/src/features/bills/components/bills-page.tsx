import { FEED_PATHS, LIMITS, PAGES } from '@kakyere/contract/constants';
import type { Bill } from '@kakyere/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { keepSameItems } from '../../../lib/keep-same-items';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { HYDRATION_CHUNK_SIZE, HydrationChunks } from '../../../components/ui/hydration-chunks';
import { buttonClass } from '../../../components/ui/button-styles';
import { FeedLink } from '../../../components/ui/feed-link';
import { ListEmpty } from '../../../components/ui/list-empty';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBills, useBillsFirstPage } from '../api/get-bills';
import { billsListErrorMessage } from '../lib/bill-errors';
import { billQueryToParams, isSearch, readBillQuery, type BillListQuery } from '../lib/bill-query';
import { moreMatchesMessage } from '../lib/more-matches';
import { isModifiedClick } from '../../../lib/is-modified-click';
import { useUrlSearch } from '../lib/use-url-search';
import { BillCard } from './bill-card';
import { BillFilters } from './bill-filters';

/** /bills (spec "Bills list screen"); the query lives in the address bar so links and reloads keep it. */
export function BillsPage() {
  useDocumentTitle(PAGES.bills.title);
  const [searchParams, setSearchParams] = useUrlSearch();
  const query = readBillQuery(searchParams);
  const bills = useBills(query);
  // A long list arrives with its first cards rendered on the server; the whole list follows.
  const firstPage = useBillsFirstPage(query);
  const listed = useMemo(() => keepSameItems(bills.data?.bills, firstPage?.bills), [bills.data, firstPage]);
  // As many at once as the page arrived with (the server rendered them), then the rest a few at a time.
  const [arrivedWith] = useState(() => listed?.length || undefined);
  const shown = useProgressiveCount(listed?.length ?? 0, listed, arrivedWith, HYDRATION_CHUNK_SIZE);
  // Only the server's first cards so far: the rest are on their way, or failed to come.
  const partial = !bills.data && firstPage ? firstPage : null;
  const listSearch = billQueryToParams(query).toString();

  const cardSearch = listSearch ? `?${listSearch}` : '';
  const renderBill = useCallback(
    (bill: Bill) => (
      <li key={bill.id} className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
        <BillCard bill={bill} listSearch={cardSearch} />
      </li>
    ),
    [cardSearch],
  );

  function apply(next: BillListQuery) {
    // At once, not as a transition: the selects are controlled by the address and must not snap back.
    // A new search or filter starts again from the best matches.
    setSearchParams(billQueryToParams({ ...next, all: false }), { flushSync: true });
  }

  // "Show all" in the app: once every match is listed, the first one not shown before takes the
  // focus (the link itself is gone), so a keyboard or screen-reader user carries on from there.
  const listRef = useRef<HTMLUListElement>(null);
  const revealFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = revealFrom.current;
    if (from === null || !bills.isSuccess || !query.all) return;
    if (shown <= from) return;
    revealFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [bills.isSuccess, query.all, shown]);

  function showAllMatches(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event) || !bills.data) return;
    event.preventDefault();
    revealFrom.current = bills.data.bills.length;
    setSearchParams(billQueryToParams({ ...query, all: true }));
  }

  const searching = isSearch(query);
  const withoutSearch = billQueryToParams({ ...query, q: '' }).toString();
  const clearSearchHref = withoutSearch ? `/bills?${withoutSearch}` : '/bills';
  const filtersChosen = query.status !== '' || query.billType !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Parliamentary Bills</h1>
        <p className="mt-1 text-slate-600">
          Follow each bill through the eight stages of becoming law, with its debates and amendments.
        </p>
        <FeedLink href={FEED_PATHS.bills} of="bills, new and moved" />
      </header>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        <BillFilters applied={query} onApply={apply} />
        {searching && (
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
            <p>
              Results for <span className="font-semibold text-slate-900">“{query.q}”</span> across all bills.
              {filtersChosen && ' Status and bill type filters are not applied to a search.'}
            </p>
            {/* A link, so it also works without JavaScript; in the app it clears in place. */}
            <a
              href={clearSearchHref}
              onClick={(event) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                apply({ ...query, q: '' });
              }}
              className={buttonClass('link', 'text-sm font-semibold')}
            >
              Clear search
            </a>
          </div>
        )}
      </div>

      <div className="mt-6">
        {bills.isPending && !listed ? (
          <Spinner label="Loading bills..." className="py-20" />
        ) : bills.isError && !listed ? (
          <ListError error={bills.error} retrying={bills.isFetching} onRetry={() => void bills.refetch()} />
        ) : !listed || listed.length === 0 ? (
          <ListEmpty title="No Bills Found" hint="Try adjusting your filters or search criteria" />
        ) : (
          <ul ref={listRef} className="grid gap-4 md:grid-cols-2" aria-label="Bills">
            <HydrationChunks items={listed.slice(0, shown)} renderItem={renderBill} />
          </ul>
        )}
        {partial && bills.isError && (
          // The first cards stay on screen when the rest cannot be fetched (a dropped connection).
          <div className="mt-6">
            <ListError error={bills.error} retrying={bills.isFetching} onRetry={() => void bills.refetch()} />
          </div>
        )}
        {partial && !bills.isError && (
          // Until the whole list arrives (for good, without JavaScript): these are the first cards, and a link to all.
          <p className="mt-6 text-center text-sm text-slate-600">
            Showing the first {partial.bills.length} of {partial.total} bills.{' '}
            <a href={`/bills?${allBillsSearch(listSearch)}`} className={buttonClass('link', 'text-sm font-semibold')}>
              Show all {partial.total} bills
            </a>
          </p>
        )}
      </div>

      <p className="mt-6 min-h-6 text-center text-sm text-slate-600" aria-live="polite">
        {bills.isSuccess && `Showing ${bills.data.bills.length} bill(s)`}
      </p>
      {/* A search answers its best matches: how many more there are, and how to reach them. Always
          in the page, so that screen readers announce what a new search puts in it. */}
      <p className="mt-1 text-center text-sm text-slate-600" aria-live="polite" data-testid="more-matches">
        {bills.isSuccess && bills.data.total > bills.data.bills.length && (
          <>
            {moreMatchesMessage(bills.data.bills.length, bills.data.total)}{' '}
            {query.all ? (
              'Add words to narrow your search.'
            ) : (
              <>
                {/* A link, so it also works without JavaScript: the server renders every match. */}
                <a
                  href={`/bills?${billQueryToParams({ ...query, all: true }).toString()}`}
                  onClick={showAllMatches}
                  className={buttonClass('link', 'text-sm font-semibold underline')}
                >
                  {bills.data.total <= LIMITS.billSearchMaxLimit
                    ? `Show all ${bills.data.total} matching bills`
                    : `Show the best ${LIMITS.billSearchMaxLimit}`}
                </a>{' '}
                or add words to narrow your search.
              </>
            )}
          </>
        )}
      </p>
    </div>
  );
}

/** The list's own query with ?all=1: the server then renders every card. */
function allBillsSearch(listSearch: string): string {
  const params = new URLSearchParams(listSearch);
  params.set('all', '1');
  return params.toString();
}

/** Why the list could not be fetched, in the spec's words, and a way to ask again. */
function ListError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="font-medium text-red-800">{billsListErrorMessage(error)}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClass('secondary', 'mt-4 border-red-300 text-red-800 hover:bg-red-100')}
      >
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </div>
  );
}
