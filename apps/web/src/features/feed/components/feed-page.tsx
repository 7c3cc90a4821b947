import { LIMITS, PAGES } from '@kakyere/contract/constants';
import type { HansardListItem } from '@kakyere/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { HydrationChunks } from '../../../components/ui/hydration-chunks';
import { Spinner } from '../../../components/ui/spinner';
import { keepSameItems } from '../../../lib/keep-same-items';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFeed, useFeedFirstPage } from '../api/get-feed';
import { hasMore, nextVisibleCount } from '../lib/paging';
import { useSavedHansards } from '../lib/use-saved-hansards';
import { FeedCard } from './feed-card';
import { FeedDetailModal } from './feed-detail-modal';

type View = 'all' | 'saved';

const EMPTY: readonly HansardListItem[] = [];

/** Home: the Parliament Feed (spec "Feed screen"). */
export function FeedPage() {
  useDocumentTitle(PAGES.home.title);
  const feed = useFeed();
  // The page arrives with its first cards rendered on the server; the whole list is fetched after.
  const firstPage = useFeedFirstPage();
  const { ids: savedIds, toggle } = useSavedHansards();
  const [view, setView] = useState<View>('all');
  const [visible, setVisible] = useState<number>(LIMITS.feedPageSize);
  const [loadingMore, setLoadingMore] = useState(false);
  const [open, setOpen] = useState<HansardListItem | null>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Spec: a failed load shows an empty feed; the reason only goes to the console.
    if (feed.error) console.error('Failed to load the Hansard feed', feed.error);
  }, [feed.error]);

  // The whole list keeps the server's objects for the cards already shown, so its arrival does not
  // re-render (or, before they hydrate, re-create) the cards that are already on the page.
  const hansards = useMemo(() => keepSameItems(feed.data, firstPage) ?? EMPTY, [feed.data, firstPage]);
  const total = hansards.length;
  const more = hasMore(visible, total);
  const savedSet = useMemo(() => new Set(savedIds), [savedIds]);
  const savedHansards = useMemo(() => {
    const byId = new Map(hansards.map((h) => [h.id, h]));
    return savedIds.flatMap((id) => byId.get(id) ?? []);
  }, [hansards, savedIds]);

  // Reveal the next page once the sentinel at the end of the list is fully in view.
  // Re-observing after each page means a sentinel that is still in view triggers again.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || view !== 'all' || !more || loadingMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.99)) {
          setLoadingMore(true);
        }
      },
      { threshold: 1 },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [view, more, loadingMore, visible]);

  useEffect(() => {
    if (!loadingMore) return;
    const timer = window.setTimeout(() => {
      setVisible((current) => nextVisibleCount(current, total, LIMITS.feedPageSize));
      setLoadingMore(false);
    }, LIMITS.feedNextPageDelayMs);
    return () => window.clearTimeout(timer);
  }, [loadingMore, total]);

  const shown = view === 'all' ? hansards.slice(0, visible) : savedHansards;
  const renderCard = useCallback(
    (hansard: HansardListItem) => (
      <li key={hansard.id}>
        <FeedCard hansard={hansard} saved={savedSet.has(hansard.id)} onToggleSave={toggle} onViewFull={setOpen} />
      </li>
    ),
    [savedSet, toggle],
  );

  return (
    <div>
      <header className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3 sm:px-6">
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">Parliament Feed</h1>
            <p className="hidden text-sm text-slate-600 sm:block">What Parliament said and decided, in plain words</p>
            {/* The phone's bottom bar keeps the spec's four links: Members is reached from here. */}
            <Link to={PAGES.members.path} className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
              Find your Member of Parliament
            </Link>
          </div>
          <Link to="/subscribe" className={buttonClass('primary', 'shrink-0')}>
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zm4 3a2 2 0 0 0 4 0" strokeLinejoin="round" />
            </svg>
            Subscribe
          </Link>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-5 sm:px-6">
        <div role="group" aria-label="Show" className="mb-4 inline-flex rounded-lg bg-slate-200/70 p-1">
          <ViewButton pressed={view === 'all'} onClick={() => setView('all')}>
            All proceedings
          </ViewButton>
          <ViewButton pressed={view === 'saved'} onClick={() => setView('saved')}>
            Saved
            <span className="ml-1.5 rounded-full bg-white px-1.5 text-xs tabular-nums text-slate-700 ring-1 ring-slate-200">
              {savedIds.length}
            </span>
          </ViewButton>
        </div>
        {feed.isPending && !firstPage ? (
          <Spinner label="Loading parliamentary proceedings..." className="py-20" />
        ) : (
          <>
            {view === 'saved' && shown.length === 0 && (
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <h2 className="font-semibold text-slate-900">No saved Hansards yet</h2>
                <p className="mt-1 text-sm text-slate-600">
                  Use Save on any proceeding to keep it here on this device.
                </p>
              </div>
            )}
            <ul className="space-y-4" aria-label={view === 'all' ? 'Parliamentary proceedings' : 'Saved proceedings'}>
              {/* Hydrated a few cards at a time, so no one task hydrates the whole first page. */}
              <HydrationChunks items={shown} renderItem={renderCard} />
            </ul>
          </>
        )}

        <div ref={sentinelRef} data-testid="feed-sentinel" aria-hidden="true" className="h-4" hidden={view !== 'all'} />
        {loadingMore && <Spinner label="Loading more proceedings..." className="py-6" />}

        {/* Rendered on the server with its first cards only: a way on for readers without JavaScript. */}
        {!feed.isSuccess && firstPage && view === 'all' && (
          <p className="mt-6 text-center">
            <Link to="/hansards" className={buttonClass('secondary')}>
              Browse All Hansards
            </Link>
          </p>
        )}

        {/* Only a feed that loaded has an end; after a failed load the spec shows no message at all. */}
        {feed.isSuccess && view === 'all' && !more && (
          <div className="mt-4 flex flex-col items-center gap-3 border-t border-slate-200 pt-8 pb-4 text-center">
            <p className="text-slate-600">You&apos;ve reached the end of the feed</p>
            <Link to="/hansards" className={buttonClass('secondary')}>
              Browse All Hansards
            </Link>
          </div>
        )}
      </div>

      {open && <FeedDetailModal hansard={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function ViewButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors ${
        pressed ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
      }`}
    >
      {children}
    </button>
  );
}
