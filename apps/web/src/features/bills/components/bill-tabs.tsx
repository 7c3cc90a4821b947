import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isModifiedClick } from '../../../lib/is-modified-click';
import { BILL_TABS, billTabLabel, nextTabIndex, type BillTab, type BillTabCounts } from '../lib/bill-tabs';
import { hiddenEdges, NO_HIDDEN_EDGES, scrollLeftToShow, shouldRevealPanel, type HiddenEdges } from '../lib/tab-strip';

export function tabId(prefix: string, tab: BillTab): string {
  return `${prefix}-tab-${tab}`;
}

export function panelId(prefix: string, tab: BillTab): string {
  return `${prefix}-panel-${tab}`;
}

interface BillTabListProps {
  idPrefix: string;
  selected: BillTab;
  counts: BillTabCounts;
  /** The address that opens a tab (its ?tab=), for the link each tab is. */
  hrefFor: (tab: BillTab) => string;
  onSelect: (tab: BillTab) => void;
}

/** The edge hints' width (w-16): a selected tab is scrolled clear of them. */
const EDGE_HINT_WIDTH = 64;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const scrollBehavior = (): ScrollBehavior => (reducedMotion() ? 'auto' : 'smooth');

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump, only the
 * selected tab is in the Tab order. Each tab is a link to its ?tab= address, so without JavaScript
 * (or in a new browser tab) it opens the page with that panel rendered by the server. On a phone the row scrolls sideways, and a fade with an arrow
 * marks each end that hides tabs.
 *
 * Choosing a tab scrolls the strip to the top of the screen when its panel would start below
 * the fold or the strip is under the top bar. Opening the page does not, even with ?tab= in the
 * address: the address keeps ?tab= after every choice, so it is also there on a reload or Back,
 * where the browser restores the reader's place; and someone following a link first needs the
 * header to know which bill this is. The chosen tab is selected and scrolled into the row.
 */
export function BillTabList({ idPrefix, selected, counts, hrefFor, onSelect }: BillTabListProps) {
  const refs = useRef(new Map<BillTab, HTMLAnchorElement>());
  const stripRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tablistRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<HiddenEdges>(NO_HIDDEN_EDGES);
  // Counts the user's choices; 0 until the first, so the first render never scrolls the page.
  const [choices, setChoices] = useState(0);
  // The tab just chosen, until the address (and so `selected`) catches up: the choice re-renders
  // this row before the router's navigation lands, and the row must not scroll to the old tab.
  const pendingTab = useRef<BillTab | null>(null);

  // Which ends hide tabs: on scroll, and when the row or its labels change size.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = hiddenEdges(scroller);
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    scroller.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    observer?.observe(scroller);
    if (tablistRef.current) observer?.observe(tablistRef.current);
    return () => {
      scroller.removeEventListener('scroll', schedule);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  // Keep the selected tab in the row's view, clear of the hints (e.g. ?tab=legal-opinion on a phone),
  // also when the user taps the selected tab while it is half hidden.
  useEffect(() => {
    if (pendingTab.current !== null && pendingTab.current !== selected) return;
    pendingTab.current = null;
    const scroller = scrollerRef.current;
    const button = refs.current.get(selected);
    if (!scroller || !button) return;
    // The scroller is the offsetParent (it is positioned).
    const left = scrollLeftToShow(button.offsetLeft, button.offsetWidth, scroller, EDGE_HINT_WIDTH);
    if (left !== null) scroller.scrollTo({ left, behavior: choices > 0 ? scrollBehavior() : 'auto' });
    // Only a selection moves the row, not a change of counts.
  }, [selected, choices]);

  // After the user chooses a tab: bring the panel's start into view if it is not.
  useEffect(() => {
    const strip = stripRef.current;
    if (choices === 0 || !strip) return;
    const box = strip.getBoundingClientRect();
    const style = getComputedStyle(strip);
    const placement = {
      stripTop: box.top,
      panelTop: box.bottom,
      viewportHeight: window.innerHeight,
      topInset: parseFloat(style.scrollMarginTop) || 0,
      bottomInset: parseFloat(style.scrollMarginBottom) || 0,
    };
    if (shouldRevealPanel(placement)) strip.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  }, [choices]);

  function choose(tab: BillTab) {
    pendingTab.current = tab;
    onSelect(tab);
    setChoices((n) => n + 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Move from the focused tab: the selection may not have re-rendered yet after a quick key press.
    const focused = BILL_TABS.findIndex((tab) => refs.current.get(tab) === event.target);
    const from = focused === -1 ? BILL_TABS.indexOf(selected) : focused;
    const next = nextTabIndex(from, event.key, BILL_TABS.length);
    if (next === null) return;
    event.preventDefault();
    const tab = BILL_TABS[next] as BillTab;
    choose(tab);
    // The effects above scroll the row and the page as needed; the browser's own focus scroll would
    // centre a strip that was scrolled away, rather than put it below the top bar.
    refs.current.get(tab)?.focus({ preventScroll: true });
  }

  function pageRow(direction: 1 | -1) {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollBy({ left: direction * scroller.clientWidth * 0.7, behavior: scrollBehavior() });
  }

  return (
    // scroll-margin: where choosing a tab scrolls the strip to, below the shell's fixed top bar (h-16),
    // and the height the phone's fixed bottom bar (h-20) covers; read by the effect above.
    <div ref={stripRef} className="-mx-4 scroll-mt-16 scroll-mb-20 sm:mx-0 md:scroll-mb-0">
      <div
        ref={scrollerRef}
        className="relative flex overflow-x-auto overscroll-x-contain border-b border-slate-200 px-4 [scrollbar-width:thin] sm:px-0"
      >
        <EdgeHint side="start" shown={edges.start} onClick={() => pageRow(-1)} />
        <div
          ref={tablistRef}
          role="tablist"
          aria-label="Bill details"
          onKeyDown={onKeyDown}
          className="flex min-w-max shrink-0 gap-1"
        >
          {BILL_TABS.map((tab) => {
            const isSelected = tab === selected;
            return (
              <a
                key={tab}
                ref={(el) => {
                  if (el) refs.current.set(tab, el);
                  else refs.current.delete(tab);
                }}
                href={hrefFor(tab)}
                role="tab"
                id={tabId(idPrefix, tab)}
                aria-selected={isSelected}
                aria-controls={panelId(idPrefix, tab)}
                tabIndex={isSelected ? 0 : -1}
                onClick={(event) => {
                  if (isModifiedClick(event)) return;
                  event.preventDefault();
                  choose(tab);
                }}
                className={`-mb-px inline-flex min-h-12 items-center border-b-[3px] px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:-outline-offset-4 sm:px-4 ${
                  isSelected
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {billTabLabel(tab, counts)}
              </a>
            );
          })}
        </div>
        <EdgeHint side="end" shown={edges.end} onClick={() => pageRow(1)} />
      </div>
    </div>
  );
}

/**
 * A fade over one end of the row with an arrow, shown while tabs are hidden past that end. Hidden
 * from assistive technology and out of the Tab order: every tab is in the tab list already, and
 * the arrow keys bring each into view. It sits inside the row, stuck to its edge (sticky offsets
 * count from inside the row's padding, hence the negative ones) and taking no room (its margins
 * cancel its width and the padding), so a swipe that starts on it still
 * scrolls the row. Clicking or tapping the arrow pages the row; the rest of the fade lets taps
 * through to the tab beneath.
 */
function EdgeHint({ side, shown, onClick }: { side: 'start' | 'end'; shown: boolean; onClick: () => void }) {
  const start = side === 'start';
  return (
    <div
      aria-hidden="true"
      data-edge-hint={side}
      data-shown={shown}
      className={`pointer-events-none sticky z-10 flex w-16 shrink-0 items-center from-slate-50 from-45% to-transparent transition-opacity duration-150 ${
        start
          ? '-left-4 -mr-12 -ml-4 justify-start bg-linear-to-r pl-2 sm:left-0 sm:ml-0 sm:-mr-16'
          : '-right-4 -mr-4 -ml-12 justify-end bg-linear-to-l pr-2 sm:right-0 sm:mr-0 sm:-ml-16'
      } ${shown ? 'opacity-100' : 'opacity-0'}`}
    >
      <button
        type="button"
        tabIndex={-1}
        onClick={onClick}
        className={`grid size-8 place-items-center rounded-full bg-white text-slate-700 shadow-sm ring-1 ring-slate-300 pointer-fine:hover:bg-slate-100 pointer-fine:hover:text-slate-900 ${
          shown ? 'pointer-events-auto' : ''
        }`}
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.25">
          <path d={start ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
