import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguages, requestDateLocale } from '../src/modules/pages/request-locale.js';
import { standInWebDist } from './support/stand-in-web-dist.js';
import { createTestApp, type TestApp } from './test-app.js';

describe("a request's date locale", () => {
  it('reads Accept-Language by quality, ties in order, without q=0 or malformed qualities', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de', '*']);
    expect(acceptedLanguages('en;q=0.5, tw, ak-GH;q=0.9')).toEqual(['tw', 'ak-GH', 'en']);
    expect(acceptedLanguages('en-US;q=0, fr;q=abc, de;q=2, ,es')).toEqual(['es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('is the first language Intl supports, else en-GB', () => {
    expect(requestDateLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(requestDateLocale('xx-YY, en-GH;q=0.8')).toBe('en-GH');
    expect(requestDateLocale('en-US;q=0.5, fr-CI')).toBe('fr-CI');
    expect(requestDateLocale('*')).toBe('en-GB');
    expect(requestDateLocale(undefined)).toBe('en-GB');
  });
});

// The web app's index.html and a stand-in for its server renderer that prints the locale it is
// given and numbers its renders, so a test can tell which locale a page was written in, and
// whether it came from the cache.
const web = standInWebDist(
  'page-locale',
  'let renders = 0;\nexport async function render(url, data, viewer, options) {\n  renders += 1;\n  return { html: `<p>locale ${options?.locale} render ${renders}</p>`, state: { locale: options?.locale } };\n}\n',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: web.dist });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const page = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/bills', headers });
const locale = (html: string) => /<p>locale (\S+) render/.exec(html)?.[1];

describe('a page, rendered for the Accept-Language of its request', () => {
  it("is written in the request's first supported language, or en-GB, and says so in its state", async () => {
    const us = await page({ 'accept-language': 'en-US,en;q=0.9' });
    expect(locale(us.body)).toBe('en-US');
    expect(us.body).toContain('<script type="application/json" id="kakyere-state">{"locale":"en-US"}</script>');
    expect(locale((await page({ 'accept-language': 'zz, fr-CI;q=0.8' })).body)).toBe('fr-CI');
    expect(locale((await page()).body)).toBe('en-GB');
    expect(locale((await page({ 'accept-language': '*' })).body)).toBe('en-GB');
  });

  it('is kept once per locale, and tells caches that it varies with Accept-Language', async () => {
    const first = await page({ 'accept-language': 'en-GH' });
    const again = await page({ 'accept-language': 'en-GH;q=1, en;q=0.5' });
    const other = await page({ 'accept-language': 'en-US' });
    expect(again.body, 'the same locale is served from the cache').toBe(first.body);
    expect(locale(other.body)).toBe('en-US');
    expect(other.headers.etag).not.toBe(first.headers.etag);
    for (const res of [first, other]) expect(String(res.headers.vary)).toMatch(/^Accept-Encoding, Accept-Language$/);
  });
});
