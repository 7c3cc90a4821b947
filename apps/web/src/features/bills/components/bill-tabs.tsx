import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isModifiedClick } from '../../../lib/is-modified-click';
import { BILL_TABS, billTabLabel, nextTabIndex, type BillTab, type BillTabCounts } from '../lib/bill-tabs';
import { shouldRevealPanel } from '../lib/tab-strip';

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

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const scrollBehavior = (): ScrollBehavior => (reducedMotion() ? 'auto' : 'smooth');

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump, only the
 * selected tab is in the Tab order. Each tab is a link to its ?tab= address, so without JavaScript
 * (or in a new browser tab) it opens the page with that panel rendered by the server. On a phone or
 * tablet the tabs are chips that wrap onto as many rows as the screen needs, so every tab is always
 * in sight and nothing scrolls sideways; from the lg breakpoint they are one underlined row.
 *
 * Choosing a tab scrolls the strip to the top of the screen when its panel would start below
 * the fold or the strip is under the top bar. Opening the page does not, even with ?tab= in the
 * address: the address keeps ?tab= after every choice, so it is also there on a reload or Back,
 * where the browser restores the reader's place; and someone following a link first needs the
 * header to know which bill this is.
 */
export function BillTabList({ idPrefix, selected, counts, hrefFor, onSelect }: BillTabListProps) {
  const refs = useRef(new Map<BillTab, HTMLAnchorElement>());
  const stripRef = useRef<HTMLDivElement>(null);
  // Counts the user's choices; 0 until the first, so the first render never scrolls the page.
  const [choices, setChoices] = useState(0);

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
    // The effect above scrolls the page as needed; the browser's own focus scroll would centre a
    // strip that was scrolled away, rather than put it below the top bar.
    refs.current.get(tab)?.focus({ preventScroll: true });
  }

  return (
    // scroll-margin: where choosing a tab scrolls the strip to, below the shell's fixed top bar (h-16),
    // and the height the phone's fixed bottom bar (h-20) covers; read by the effect above.
    <div ref={stripRef} className="scroll-mt-16 scroll-mb-20 md:scroll-mb-0">
      <div
        role="tablist"
        aria-label="Bill details"
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2 lg:gap-1 lg:border-b lg:border-slate-200"
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
              // A chip (rounded, bordered, 44 px tall) on phones and tablets; from lg, where the five fit
              // one row, a tab whose 3 px underline lies on the row's border (-mb-px).
              className={`inline-flex min-h-11 max-w-full items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:-outline-offset-4 lg:-mb-px lg:min-h-12 lg:rounded-none lg:border-0 lg:border-b-[3px] lg:bg-transparent ${
                isSelected
                  ? 'border-brand-700 bg-brand-50 text-brand-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 lg:border-transparent lg:text-slate-600 lg:hover:border-slate-300 lg:hover:text-slate-900'
              }`}
            >
              {billTabLabel(tab, counts)}
            </a>
          );
        })}
      </div>
    </div>
  );
}
