import type { PageDataSource, Person, SearchPageQuery, SearchPageResult } from '@kakyere/contract';
import { SEARCH_MESSAGES } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { render } from '../../../entry-server';
import { emptyPageData } from '../../../test-support/empty-page-data';

const avoka = { id: 'apul-cletus-avoka', name: 'Apul Cletus Avoka' } as Person;

const found: SearchPageResult = {
  ok: true,
  answer: {
    data: {
      members: [{ id: 'apul-cletus-avoka', name: 'Apul Cletus Avoka', constituency: 'Zebilla', party: 'National Democratic Congress', url: '/members/apul-cletus-avoka/apul-cletus-avoka' }],
      speeches: [
        {
          id: '2012-02-02-c415-a8f5dc8d', match: 'all',
          hansardId: '2012-02-02',
          date: '2012-02-02',
          sittingTitle: 'Data Protection Bill passes',
          heading: 'Data Protection Bill, 2010',
          label: 'Mr Avoka',
          person: { id: 'apul-cletus-avoka', name: 'Apul Cletus Avoka', url: '/members/apul-cletus-avoka/apul-cletus-avoka' },
          excerpt: 'the <mark>galamsey</mark> menace &amp; &lt;b&gt;mining&lt;/b&gt;',
          url: '/hansards/2012-02-02#speech-2012-02-02-c415-a8f5dc8d',
        },
        {
          id: '2012-02-02-c416-0badf00d', match: 'all',
          hansardId: '2012-02-02',
          date: '2012-02-02',
          sittingTitle: 'Data Protection Bill passes',
          heading: null,
          label: 'Minister for Lands (Mr X)',
          person: null,
          excerpt: 'on <mark>galamsey</mark> again',
          url: '/hansards/2012-02-02#speech-2012-02-02-c416-0badf00d',
        },
      ],
      sittings: [{ id: '2011-10-26', title: 'Statements on the floods', date: '2011-10-26', summary: 'Members spoke.', keyTopics: [], url: '/hansards/2011-10-26' }],
      bills: [{ id: 'minerals-and-mining-bill-2010', title: 'Minerals and Mining Bill, 2010', status: 'passed', currentStage: 'committee', url: '/bills/minerals-and-mining-bill-2010' }],
      corrected: [{ typed: 'galamsy', searched: 'galamsey' }],
      abbreviations: [
        { typed: 'cocoa board', searched: 'cocobod', as: 'short-form' },
        { typed: 'nhis', searched: 'national health insurance scheme', as: 'long-form' },
      ],
    },
    total: { speeches: 10_000, sittings: 1, bills: 1 },
    more: 0,
    capped: 10_000,
  },
};

function source(asked: SearchPageQuery[], answer: (query: SearchPageQuery) => SearchPageResult = () => found): PageDataSource {
  return emptyPageData({
    search: async (query) => {
      asked.push(query);
      return answer(query);
    },
    person: async (id) => (id === avoka.id ? avoka : null),
  });
}

// React marks where one text node ends and the next begins: read the text as a reader sees it.
const page = async (path: string, data: PageDataSource) => {
  const { html, state } = await render(new URL(path, 'http://localhost'), data, { user: null });
  return { html: html.replaceAll('<!-- -->', ''), state: JSON.stringify(state) };
};
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
// The words as a reader sees them, without the markup around them.
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the search page, rendered on the server', () => {
  it('arrives with its results: Members first, then the speeches under their sitting, then sittings and bills', async () => {
    const asked: SearchPageQuery[] = [];
    const { html, state } = await page('/search?q=galamsy&party=&sort=relevance', source(asked));
    expect(asked).toEqual([{ q: 'galamsy' }]);
    const body = main(html);
    const at = (text: string) => body.indexOf(text);
    expect(at('Search what they said')).toBeGreaterThan(0);
    expect(at('Search what they said')).toBeLessThan(at('Data Protection Bill passes'));
    expect(at('Data Protection Bill passes')).toBeLessThan(at('Statements on the floods'));
    expect(at('Statements on the floods')).toBeLessThan(at('Minerals and Mining Bill, 2010'));
    // Two speeches of one sitting: its heading once.
    expect(body.match(/>Data Protection Bill passes</g)).toHaveLength(1);
    expect(body).toContain('10,000+ speeches');
    expect(body).toMatch(/Also searched for <strong[^>]*>galamsey<\/strong>/);
    // The abbreviations the record defines, each way, so a result that says neither typed word is explained.
    expect(text(body)).toContain('Also searched for COCOBOD, the record’s short form of “cocoa board”.');
    expect(text(body)).toContain('Also searched for national health insurance scheme, which the record shortens to “NHIS”.');
    expect(state).toContain('"/api/search?q=galamsy"');
  });

  it('says who spoke (a Member linked, else the label as printed), and opens the speech in its sitting', async () => {
    const body = main((await page('/search?q=galamsey', source([]))).html);
    expect(body).toMatch(/<a[^>]*href="\/members\/apul-cletus-avoka\/apul-cletus-avoka"[^>]*>Apul Cletus Avoka<\/a>/);
    expect(body).toContain('Minister for Lands (Mr X)</span> <span class="text-slate-600">(speaker not identified)');
    expect(body).toContain('href="/hansards/2012-02-02?speech=2012-02-02-c415-a8f5dc8d#speech-2012-02-02-c415-a8f5dc8d"');
    expect(body).toContain('Data Protection Bill, 2010');
  });

  it('marks the matches and shows the speech’s words as text, never as markup', async () => {
    const body = main((await page('/search?q=galamsey', source([]))).html);
    expect(body).toMatch(/the <mark[^>]*>galamsey<\/mark> menace &amp; &lt;b&gt;mining&lt;\/b&gt;/);
    expect(body).not.toContain('<b>mining');
  });

  it('keeps every filter in the links that page and narrow the search', async () => {
    const body = main((await page('/search?q=galamsey&party=ndc&industry=Mining&sort=newest&page=2', source([]))).html);
    expect(body).toContain('href="/search?q=galamsey&amp;party=ndc&amp;industry=Mining&amp;sort=newest"');
    expect(body).toContain('href="/search?q=galamsey&amp;party=ndc&amp;industry=Mining&amp;sort=newest&amp;page=3"');
    expect(body).toContain('href="/search?q=galamsey&amp;party=ndc&amp;sitting=2011-10-26&amp;industry=Mining&amp;sort=newest"');
    expect(body).toContain('href="/search?q=galamsey&amp;party=ndc&amp;bill=minerals-and-mining-bill-2010&amp;industry=Mining&amp;sort=newest"');
    expect(body).toMatch(/<option value="ndc" selected="">/);
    expect(body).toMatch(/<option value="newest" selected="">/);
  });

  it('is a plain GET form to /search, with a labelled field for everything', async () => {
    const body = main((await page('/search?q=galamsey', source([]))).html);
    const form = body.match(/<form role="search"[^>]*>/)![0];
    expect(form).toContain('aria-label="Search what was said"');
    expect(form).toContain('action="/search" method="get"');
    for (const label of ['Words said in Parliament', 'Party', 'From', 'To', 'Industry', 'Order']) expect(body).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${label}</label>`));
    expect(body).toMatch(/<input[^>]*type="date"[^>]*name="from"/);
  });

  it('shows a Member filter as a chip with their name, a hidden field and a link that removes it', async () => {
    const { html, state } = await page('/search?q=bill&person=apul-cletus-avoka', source([]));
    const body = main(html);
    expect(body).toContain('Member: Apul Cletus Avoka');
    expect(body).toContain('<input type="hidden" name="person" value="apul-cletus-avoka"/>');
    expect(body).toMatch(/<a aria-label="Remove the filter Member: Apul Cletus Avoka"[^>]*href="\/search\?q=bill"/);
    expect(state).toContain('"members","person","apul-cletus-avoka"');
  });

  it('asks nothing before there are words, and says what to type (for a Member, whose)', async () => {
    const asked: SearchPageQuery[] = [];
    const body = main((await page('/search?person=apul-cletus-avoka', source(asked))).html);
    expect(asked).toEqual([]);
    expect(body).toContain('Type what to search for in what Apul Cletus Avoka said.');
  });

  it('shows why the API refused a search in the page', async () => {
    const { html } = await page(`/search?q=${'a'.repeat(201)}`, source([], () => ({ ok: false, error: SEARCH_MESSAGES.queryLength })));
    expect(main(html)).toMatch(new RegExp(`role="alert"[^>]*>${SEARCH_MESSAGES.queryLength}<`));
  });

  it('says plainly when no speech says it, rather than that it was never said', async () => {
    const none: SearchPageResult = { ok: true, answer: { ...(found as Extract<SearchPageResult, { ok: true }>).answer, data: { ...(found as Extract<SearchPageResult, { ok: true }>).answer.data, members: [], speeches: [], corrected: [], abbreviations: [] }, total: { speeches: 0, sittings: 1, bills: 1 } } } as SearchPageResult;
    const body = main((await page('/search?q=galamsey', source([], () => none))).html);
    expect(body).toContain('No speech on Kakyerɛ says this.');
    expect(body).toContain('The sittings and bills below match it');
    expect(body).toContain('Statements on the floods');
    expect(body).not.toContain('without the quotes');
  });

  it('offers the words of a quotation nobody said word for word without its quotes, keeping an excluded phrase', async () => {
    const nothing: SearchPageResult = { ok: true, answer: { data: { members: [], speeches: [], sittings: [], bills: [], corrected: [], abbreviations: [] }, total: { speeches: 0, sittings: 0, bills: 0 }, more: 0, capped: 1000 } };
    const body = main((await page(`/search?q=${encodeURIComponent('"life imprisonment is a death sentence" -"point of order"')}`, source([], () => nothing))).html);
    expect(body).toContain('Search without the quotes');
    expect(body).toMatch(/href="\/search\?q=life\+imprisonment\+is\+a\+death\+sentence\+-%22point\+of\+order%22"/);
    const some: SearchPageResult = { ok: true, answer: { ...nothing.answer, data: { ...nothing.answer.data, bills: found.ok ? found.answer.data.bills : [] }, total: { speeches: 0, sittings: 0, bills: 1 } } } as SearchPageResult;
    expect(main((await page(`/search?q=${encodeURIComponent('"galamsey menace"')}`, source([], () => some))).html)).toContain('href="/search?q=galamsey+menace"');
  });
});
