export const BILL_TABS = ['journey', 'amendments', 'debates', 'stakeholders', 'legal-opinion'] as const;
export type BillTab = (typeof BILL_TABS)[number];

export const DEFAULT_BILL_TAB: BillTab = 'journey';

/** The address-bar query that shows `tab`: the default tab keeps the address clean. */
export function billTabSearch(current: URLSearchParams, tab: BillTab): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === DEFAULT_BILL_TAB) next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/** ?tab= in the address bar; anything unknown opens the journey. */
export function parseBillTab(value: string | null): BillTab {
  return (BILL_TABS as readonly (string | null)[]).includes(value) ? (value as BillTab) : DEFAULT_BILL_TAB;
}

export interface BillTabCounts {
  stages: number;
  amendments: number;
  debates: number;
  stakeholders: number;
}

/** Spec: 'Legislative Journey (8)', 'Amendments (n)', 'Debates (n)', 'Stakeholders (n)', 'Legal Opinion'. */
export function billTabLabel(tab: BillTab, counts: BillTabCounts): string {
  switch (tab) {
    case 'journey':
      return `Legislative Journey (${counts.stages})`;
    case 'amendments':
      return `Amendments (${counts.amendments})`;
    case 'debates':
      return `Debates (${counts.debates})`;
    case 'stakeholders':
      return `Stakeholders (${counts.stakeholders})`;
    case 'legal-opinion':
      return 'Legal Opinion';
  }
}

/** Arrow-key movement across a tab list, wrapping at the ends (WAI-ARIA tabs pattern). */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
