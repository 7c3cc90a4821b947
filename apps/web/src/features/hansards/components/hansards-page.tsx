import { ALL_INDUSTRIES_OPTION, FEED_PATHS, MESSAGES, PAGES } from '@kakyere/contract/constants';
import type { HansardListItem } from '@kakyere/contract';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { HydrationChunks } from '../../../components/ui/hydration-chunks';
import { Link, Outlet, useMatch, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { FeedLink } from '../../../components/ui/feed-link';
import { ListEmpty } from '../../../components/ui/list-empty';
import { Spinner } from '../../../components/ui/spinner';
import type { KeepScrollState } from '../../../lib/navigation-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { useHansards, useHansardsFirstPage } from '../api/get-hansards';
import { filterHansards, type HansardFilter } from '../lib/filter-hansards';
import { HansardFilters } from './hansard-filters';
import { HansardListCard } from './hansard-list-card';

/** A detail dialog opened from the list steps back on close, and neither move scrolls the list. */
export interface HansardDetailState extends KeepScrollState {
  fromList: true;
}

/** /hansards (spec "Hansards list screen"); /hansards/:id opens a Hansard over it. */
export function HansardsPage() {
  const navigate = useNavigate();
  // A sitting open over the list names the tab itself.
  const sittingOpen = useMatch(PAGES.hansard.path) !== null;
  useDocumentTitle(sittingOpen ? undefined : PAGES.hansards.title);
  const hansards = useHansards();
  // The page arrives with the newest sittings rendered on the server; the whole list follows.
  const firstPage = useHansardsFirstPage();
  const [filter, setFilter] = useState<HansardFilter>({ query: '', industry: ALL_INDUSTRIES_OPTION });
  const deferredFilter = useDeferredValue(filter);
  const all = hansards.data;
  const listed = all ?? firstPage;
  const filtered = useMemo(() => (listed ? filterHansards(listed, deferredFilter) : []), [listed, deferredFilter]);
  // As many at once as the server rendered, so the whole list never repaints with fewer cards.
  const shown = useProgressiveCount(filtered.length, filtered, firstPage ? firstPage.length : undefined);

  const renderHansard = useCallback(
    (hansard: HansardListItem) => (
      <li key={hansard.id} className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
        <HansardListCard
          hansard={hansard}
          onOpen={(id) => {
            const state: HansardDetailState = { fromList: true, keepScroll: true };
            navigate(`/hansards/${encodeURIComponent(id)}`, { state });
          }}
        />
      </li>
    ),
    [navigate],
  );

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Parliamentary Hansards</h1>
        <p className="mt-1 text-slate-600">
          The Official Report of every sitting, with a plain-language summary.
        </p>
        <p className="mt-1 text-sm">
          <Link to={PAGES.members.path} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Find your Member of Parliament and what they said
          </Link>
        </p>
        <FeedLink href={FEED_PATHS.sittings} of="the latest sittings" />
      </header>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        <HansardFilters value={filter} onChange={setFilter} />
      </div>

      <p className="mt-4 min-h-6 text-sm text-slate-600" aria-live="polite">
        {all && (
          <>
            Showing <span className="font-semibold text-slate-900">{filtered.length}</span> of{' '}
            <span className="font-semibold text-slate-900">{all.length}</span> hansards
          </>
        )}
      </p>

      <div className="mt-3">
        {hansards.isPending && (!firstPage || filtered.length === 0) ? (
          // Nothing to show yet; a search that matches none of the first cards waits for the rest.
          <Spinner label="Loading hansards..." className="py-20" />
        ) : hansards.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
            <p className="font-medium text-red-800">{MESSAGES.hansardListLoadFailed}</p>
            <button
              type="button"
              onClick={() => void hansards.refetch()}
              disabled={hansards.isFetching}
              className={buttonClass('secondary', 'mt-4 border-red-300 text-red-800 hover:bg-red-100')}
            >
              {hansards.isFetching ? 'Retrying…' : 'Retry'}
            </button>
          </div>
        ) : filtered.length === 0 ? (
          <ListEmpty title="No hansards found" hint="Try adjusting your search or filter criteria" />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Hansards">
            <HydrationChunks items={filtered.slice(0, shown)} renderItem={renderHansard} />
          </ul>
        )}
        {!all && firstPage && filtered.length > 0 && !hansards.isError && (
          // Until the whole list arrives (for good, without JavaScript), say these are only the newest.
          <p className="mt-6 text-center text-sm text-slate-600">Showing the {firstPage.length} most recent sittings.</p>
        )}
      </div>

      <Outlet />
    </div>
  );
}
