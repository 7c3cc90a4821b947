import { describe, expect, it } from 'vitest';
import { countText, formatCount, pageCount } from './count-text';
import { readSearchState, searchApiQuery, searchHref, searchRequestUrl, withFilter } from './search-query';
import { pageWindow } from '../components/search-pager';

const read = (search: string) => readSearchState(new URLSearchParams(search));

describe('the search page’s address', () => {
  it('reads the words, filters, order and page, leaving out what is empty (a GET form sends every field)', () => {
    expect(read('q=+galamsey+&person=apul-cletus-avoka&party=&from=2011-01-01&to=&industry=Mining&sort=relevance&page=3')).toEqual({
      q: 'galamsey',
      filters: { person: 'apul-cletus-avoka', from: '2011-01-01', industry: 'Mining' },
      sort: undefined,
      page: 3,
    });
    expect(read('q=tax&sort=newest').sort).toBe('newest');
    expect(read('q=tax&sort=oldest').sort).toBeUndefined();
  });

  it('keeps the words as typed, however long, so the page shows the API’s own refusal', () => {
    const long = 'a'.repeat(250);
    expect(read(`q=${long}`).q).toBe(long);
    expect(searchApiQuery(read(`q=${long}`))).toEqual({ q: long });
  });

  it('reads a page that is not a page number as the first, and no deeper than the API pages', () => {
    for (const page of ['0', '-1', 'two', '1.5', '']) expect(read(`q=x&page=${page}`).page, page).toBe(1);
    expect(read('q=x&page=500').page).toBe(100);
  });

  it('writes an address with only what differs from the defaults, filters in a fixed order', () => {
    const state = read('page=2&sort=newest&industry=Mining&q=cocoa&person=kwame-mensah');
    expect(searchHref(state)).toBe('/search?q=cocoa&person=kwame-mensah&industry=Mining&sort=newest&page=2');
    expect(searchHref(read('q=cocoa&sort=relevance&page=1'))).toBe('/search?q=cocoa');
    expect(searchHref(read(''))).toBe('/search');
  });

  it('sets or clears one filter from the first page, keeping the rest', () => {
    const state = read('q=cocoa&party=ndc&page=4');
    expect(searchHref(withFilter(state, 'sitting', '2012-02-02'))).toBe('/search?q=cocoa&party=ndc&sitting=2012-02-02');
    expect(searchHref(withFilter(state, 'party', undefined))).toBe('/search?q=cocoa');
  });

  it('asks the API nothing before there are words, and otherwise the same address whatever the order typed', () => {
    expect(searchApiQuery(read('person=kwame-mensah'))).toBeNull();
    const a = searchApiQuery(read('q=cocoa&party=npp&page=2'))!;
    const b = searchApiQuery(read('page=2&party=npp&q=cocoa'))!;
    expect(searchRequestUrl(a)).toBe('/api/search?q=cocoa&party=npp&page=2');
    expect(searchRequestUrl(b)).toBe(searchRequestUrl(a));
  });
});

describe('counts and pages', () => {
  it('writes counts with thousands separated, and "10,000+" once the API stopped counting', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(countText(1, 10_000, 'speech', 'speeches')).toBe('1 speech');
    expect(countText(9_999, 10_000, 'speech', 'speeches')).toBe('9,999 speeches');
    expect(countText(10_000, 10_000, 'speech', 'speeches')).toBe('10,000+ speeches');
  });

  it('pages no deeper than the API allows', () => {
    expect(pageCount(55, 10, 100)).toBe(6);
    expect(pageCount(10_000, 10, 100)).toBe(100);
    expect(pageCount(0, 10, 100)).toBe(0);
  });

  it('shows the first, the last and the pages around the current one, a one-page gap as that page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(6, 100)).toEqual([1, null, 4, 5, 6, 7, 8, null, 100]);
    expect(pageWindow(100, 100)).toEqual([1, null, 98, 99, 100]);
  });
});
