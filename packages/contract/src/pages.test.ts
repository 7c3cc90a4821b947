import { describe, expect, it } from 'vitest';
import { documentTitle, matchPage, pagePath, PAGES, searchTitle } from './pages.js';

describe('the page table', () => {
  it('finds the page at an address: exact first, then by pattern, then the catch-all', () => {
    expect(matchPage('/').name).toBe('home');
    expect(matchPage('/hansards').name).toBe('hansards');
    expect(matchPage('/hansards/2011-08-24')).toEqual({ name: 'hansard', page: PAGES.hansard, params: { id: '2011-08-24' } });
    expect(matchPage('/bills/x').params).toEqual({ id: 'x' });
    expect(matchPage('/subscribe/manage').name).toBe('manageAlerts');
    for (const path of ['/bills/x/y', '/Bills', '/nowhere', '', '/hansards/']) expect(matchPage(path).name, path).toBe('notFound');
  });

  it('writes a pattern with its values and titles a tab like the site', () => {
    expect(pagePath(PAGES.bill, { id: 'a-bill' })).toBe('/bills/a-bill');
    expect(documentTitle('Log in')).toBe('Log in · Kakyerɛ');
    expect(documentTitle(null)).toBe('Kakyerɛ · Parliament of Ghana, in plain words');
  });

  it('titles a search by its words, quoted and cut short, and the search page without them by its own title', () => {
    expect(matchPage('/search').name).toBe('search');
    expect(PAGES.search.queryTitle(new URLSearchParams('q=+galamsey++mining+&party=ndc'))).toBe('“galamsey mining” · Search what was said');
    expect(PAGES.search.queryTitle(new URLSearchParams('person=kwame-mensah&q=+'))).toBeNull();
    expect(searchTitle('a'.repeat(100))).toBe(`“${'a'.repeat(59)}…” · Search what was said`);
  });

  it('redirects only to pages it lists', () => {
    const paths = new Set(Object.values(PAGES).map((page) => page.path));
    for (const page of Object.values(PAGES)) if ('redirect' in page) expect(paths).toContain(page.redirect);
  });
});
