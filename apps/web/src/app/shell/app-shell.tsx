import { lazy, memo, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NotificationPromptGate } from '../../features/accounts/components/notification-prompt-gate';
import { BottomNav } from './bottom-nav';
import { ScrollReset } from './scroll-reset';
import { SiteHeader } from './site-header';

// Below the fold on every page: loaded beside the screen's own chunk, not in the first one.
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

/** Marks the page as interactive (its content hydrated, or rendered in the browser): what tests wait for before they act. */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/**
 * The page's own content, hydrated in a task of its own after the header and bars, so no one task
 * hydrates the whole page (what Lighthouse's Total Blocking Time counts on a slow phone). Memoised:
 * a parent update must not reach it before it has hydrated (see components/ui/hydration-chunks.tsx).
 */
const PageContent = memo(function PageContent({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children ?? <Outlet />}
      <ReadyMarker />
    </Suspense>
  );
});

/** Page frame: 16 units reserved for the top bar, 20 for the bottom bar on mobile. */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col pt-16 pb-20 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* min-h-dvh keeps the footer below the fold until content arrives, so loading never shifts it into view. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <PageContent>{children}</PageContent>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <BottomNav />
      <NotificationPromptGate />
      <ScrollReset />
    </div>
  );
}
