import { LIMITS } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { billQueryToParams, billSearchLimit, billsRequestUrl, EMPTY_BILL_QUERY, isSearch, readBillQuery } from './bill-query';

describe('billsRequestUrl', () => {
  it('lists every bill when nothing is chosen', () => {
    expect(billsRequestUrl(EMPTY_BILL_QUERY)).toBe('/api/bills');
  });

  it('sends only the filters that were chosen', () => {
    expect(billsRequestUrl({ q: '', status: 'lapsed', billType: '' })).toBe('/api/bills?status=lapsed');
    expect(billsRequestUrl({ q: '', status: '', billType: 'Hybrid Bill' })).toBe('/api/bills?billType=Hybrid%20Bill');
    expect(billsRequestUrl({ q: '', status: 'passed', billType: 'Private Members Bill' })).toBe(
      '/api/bills?status=passed&billType=Private%20Members%20Bill',
    );
  });

  it('searches with the term alone, dropping the filters', () => {
    expect(billsRequestUrl({ q: 'RTI', status: 'lapsed', billType: 'Government Bill' })).toBe('/api/bills/search?q=RTI');
  });

  it('URL-encodes the search term and trims it', () => {
    expect(billsRequestUrl({ ...EMPTY_BILL_QUERY, q: '  E-Levy & tax/100%?  ' })).toBe(
      '/api/bills/search?q=E-Levy%20%26%20tax%2F100%25%3F',
    );
    expect(billsRequestUrl({ ...EMPTY_BILL_QUERY, q: 'Ɛ wɔ hɔ #1' })).toBe('/api/bills/search?q=%C6%90%20w%C9%94%20h%C9%94%20%231');
  });

  it('asks for every match of a search with ?all=1, and for the default number otherwise', () => {
    expect(billsRequestUrl({ ...EMPTY_BILL_QUERY, q: 'levy', all: true })).toBe(`/api/bills/search?q=levy&limit=${LIMITS.billSearchMaxLimit}`);
    expect(billSearchLimit({ ...EMPTY_BILL_QUERY, q: 'levy' })).toBeUndefined();
    // The list has no limit: all=1 only renders every card on the server.
    expect(billsRequestUrl({ ...EMPTY_BILL_QUERY, status: 'passed', all: true })).toBe('/api/bills?status=passed');
    expect(billSearchLimit({ ...EMPTY_BILL_QUERY, all: true })).toBeUndefined();
  });

  it('treats a blank term as no search', () => {
    const query = { q: '   ', status: 'active', billType: '' } as const;
    expect(isSearch(query)).toBe(false);
    expect(billsRequestUrl(query)).toBe('/api/bills?status=active');
  });
});

describe('address-bar query', () => {
  it('reads known values and ignores unknown ones', () => {
    expect(readBillQuery(new URLSearchParams('q=%20RTI%20&status=passed&billType=Hybrid+Bill'))).toEqual({
      q: 'RTI',
      status: 'passed',
      billType: 'Hybrid Bill',
    });
    expect(readBillQuery(new URLSearchParams('status=open&billType=Any'))).toEqual(EMPTY_BILL_QUERY);
  });

  it('writes only what was chosen, and round-trips', () => {
    expect(billQueryToParams(EMPTY_BILL_QUERY).toString()).toBe('');
    const query = { q: 'levy', status: 'lapsed', billType: 'Private Members Bill' } as const;
    expect(readBillQuery(billQueryToParams(query))).toEqual(query);
    expect(billQueryToParams({ q: ' ', status: 'active', billType: '' }).toString()).toBe('status=active');
  });

  it('keeps all=1 on a search only', () => {
    expect(readBillQuery(new URLSearchParams('q=levy&all=1'))).toEqual({ ...EMPTY_BILL_QUERY, q: 'levy', all: true });
    expect(readBillQuery(new URLSearchParams('q=levy&all=yes'))).toEqual({ ...EMPTY_BILL_QUERY, q: 'levy' });
    expect(readBillQuery(new URLSearchParams('status=passed&all=1'))).toEqual({ ...EMPTY_BILL_QUERY, status: 'passed' });
    expect(billQueryToParams({ ...EMPTY_BILL_QUERY, q: 'levy', all: true }).toString()).toBe('q=levy&all=1');
    expect(billQueryToParams({ ...EMPTY_BILL_QUERY, status: 'passed', all: true }).toString()).toBe('status=passed');
  });
});
