import { describe, expect, it } from 'vitest';
import { BILL_TABS, billTabLabel, billTabSearch, nextTabIndex, parseBillTab } from './bill-tabs';

describe('bill tabs', () => {
  it('labels the tabs with their counts', () => {
    const counts = { stages: 8, amendments: 0, debates: 2, stakeholders: 11 };
    expect(BILL_TABS.map((tab) => billTabLabel(tab, counts))).toEqual([
      'Legislative Journey (8)',
      'Amendments (0)',
      'Debates (2)',
      'Stakeholders (11)',
      'Legal Opinion',
    ]);
  });

  it('opens the journey unless the address names another tab', () => {
    expect(parseBillTab(null)).toBe('journey');
    expect(parseBillTab('nope')).toBe('journey');
    expect(parseBillTab('debates')).toBe('debates');
    expect(parseBillTab('legal-opinion')).toBe('legal-opinion');
  });

  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(nextTabIndex(0, 'ArrowRight', 5)).toBe(1);
    expect(nextTabIndex(4, 'ArrowRight', 5)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 5)).toBe(4);
    expect(nextTabIndex(2, 'Home', 5)).toBe(0);
    expect(nextTabIndex(2, 'End', 5)).toBe(4);
    expect(nextTabIndex(2, 'Enter', 5)).toBeNull();
  });
});

describe('billTabSearch', () => {
  it('puts the tab in the address, keeps other parameters, and leaves the default tab out', () => {
    const current = new URLSearchParams('tab=amendments&from=alert');
    expect(billTabSearch(current, 'debates').toString()).toBe('tab=debates&from=alert');
    expect(billTabSearch(current, 'journey').toString()).toBe('from=alert');
    expect(current.toString()).toBe('tab=amendments&from=alert');
  });
});
