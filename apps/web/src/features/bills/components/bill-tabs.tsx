import { useEffect, useRef, type KeyboardEvent } from 'react';
import { BILL_TABS, billTabLabel, nextTabIndex, type BillTab, type BillTabCounts } from '../lib/bill-tabs';

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
  onSelect: (tab: BillTab) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump, only the
 * selected tab is in the Tab order. On a phone the row scrolls sideways.
 */
export function BillTabList({ idPrefix, selected, counts, onSelect }: BillTabListProps) {
  const refs = useRef(new Map<BillTab, HTMLButtonElement>());
  const scrollerRef = useRef<HTMLDivElement>(null);

  // On a phone the row scrolls sideways: keep the selected tab in view (e.g. ?tab=legal-opinion).
  useEffect(() => {
    const scroller = scrollerRef.current;
    const button = refs.current.get(selected);
    if (!scroller || !button) return;
    const margin = 16;
    const left = button.offsetLeft; // the scroller is the offsetParent (it is positioned)
    const right = left + button.offsetWidth;
    if (left - margin < scroller.scrollLeft) scroller.scrollLeft = Math.max(0, left - margin);
    else if (right + margin > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = right + margin - scroller.clientWidth;
    }
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Move from the focused tab: the selection may not have re-rendered yet after a quick key press.
    const focused = BILL_TABS.findIndex((tab) => refs.current.get(tab) === event.target);
    const from = focused === -1 ? BILL_TABS.indexOf(selected) : focused;
    const next = nextTabIndex(from, event.key, BILL_TABS.length);
    if (next === null) return;
    event.preventDefault();
    const tab = BILL_TABS[next] as BillTab;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  }

  return (
    <div ref={scrollerRef} className="relative -mx-4 overflow-x-auto overscroll-x-contain border-b border-slate-200 px-4 [scrollbar-width:thin] sm:mx-0 sm:px-0">
      <div role="tablist" aria-label="Bill details" onKeyDown={onKeyDown} className="flex min-w-max gap-1">
        {BILL_TABS.map((tab) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              ref={(el) => {
                if (el) refs.current.set(tab, el);
                else refs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, tab)}
              aria-selected={isSelected}
              aria-controls={panelId(idPrefix, tab)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab)}
              className={`-mb-px inline-flex min-h-12 items-center border-b-[3px] px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:-outline-offset-4 sm:px-4 ${
                isSelected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {billTabLabel(tab, counts)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
