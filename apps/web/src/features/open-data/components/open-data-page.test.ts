import { describe, expect, it } from 'vitest';
import { render } from '../../../entry-server';
import { emptyPageData } from '../../../test-support/empty-page-data';

// The page reads nothing: every read answers empty.
const data = emptyPageData();

const page = async (path: string) => (await render(new URL(path, 'http://localhost'), data, { user: null })).html.replaceAll('<!-- -->', '');
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('the open data page, rendered on the server', () => {
  it('links every feed, the Popolo file, the bulk files and an Akoma Ntoso sitting', async () => {
    const body = main(await page('/open-data'));
    expect(body).toMatch(/<h1[^>]*>Open data<\/h1>/);
    const links = hrefs(body);
    for (const href of [
      '/feeds/sittings.atom',
      '/feeds/bills.atom',
      '/feeds/industries/Mining.atom',
      '/feeds/bills/electronic-transfer-levy-bill-2022.atom',
      '/feeds/members/osei-kyei-mensah-bonsu.atom',
      '/feeds/search.atom?q=galamsey',
      '/api/bulk/sittings.jsonl',
      '/api/bulk/bills.jsonl',
      '/api/bulk/people.jsonl',
      '/akn/gh/debate/2012-01-26/eng@/main.xml',
      '/sitemap.xml',
    ]) {
      expect(links, href).toContain(href);
    }
    // The Popolo file is found by its name.
    expect(body).toMatch(/<a [^>]*href="\/api\/people\.popolo\.json"[^>]*>[^<]*Popolo[^<]*<\/a>/);
  });

  it('shows incremental sync with a curl example, and CORS', async () => {
    const body = main(await page('/open-data'));
    for (const list of ['/api/hansards', '/api/bills', '/api/people']) expect(body).toMatch(new RegExp(`<code[^>]*>${list}</code>`));
    expect(body).toMatch(/<pre tabindex="0"[^>]*overflow-x-auto[^>]*><code>curl &quot;[^<]*\/api\/hansards\?since=2026-11-01T00:00:00Z&quot;<\/code><\/pre>/);
    expect(body).toContain('Access-Control-Allow-Origin: *');
  });

  it('states the terms honestly: public records without a licence, our own work under CC BY 4.0, nothing personal', async () => {
    const body = main(await page('/open-data'));
    expect(body).toContain('official public records of the Parliament of Ghana');
    expect(body).toContain('without an explicit licence');
    expect(body).toMatch(/<a [^>]*href="https:\/\/creativecommons.org\/licenses\/by\/4.0\/"[^>]*>[^<]*CC BY 4.0[^<]*<\/a>/);
    expect(body).toContain('EveryPolitician and Wikidata (both CC0)');
    expect(body).toContain('Nothing personal is ever exported.');
    // Headings in order, one level at a time.
    const levels = [...body.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  it('is linked from the footer of every page', async () => {
    const html = await page('/hansards');
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(hrefs(footer)).toContain('/open-data');
  });
});
