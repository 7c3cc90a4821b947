import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '@rowanmanning/feed-parser';
import { readSeedBills, seedDatabase, type SeedBill } from '@kakyere/db';
import { importBills } from '../../src/modules/records/bills/import-bills.js';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { ingestHansard, type IngestContext } from '../../src/modules/records/ingest/ingest-hansard.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { builtinIngestContext } from '../support/builtin-ingest-context.js';
import { BROKEN_CONTENTS_FIXTURE, FIXTURES, fixturePath } from '../support/official-report-fixtures.js';
import { createShellDist } from '../support/web-shell.js';
import { createTestApp, type TestApp } from '../test-app.js';

// The seeded sittings, bills and Members, and the test's own sitting of 26 October 2011 (Questions
// to the Minister for Education) stored by the real ingest path, so Members have speeches.
const PUBLIC_URL = 'https://kakyere.example';
const TAG = 'tag:kakyere.example,2026:';
const VAT = 'value-added-tax-bill-2025';
const shell = createShellDist();
let t: TestApp;
let context: IngestContext;
let speaker: string;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: shell.dir, PUBLIC_URL });
  await seedDatabase(t.database.db);
  await seedPeople(t.database.db);
  await seedBills(t.database.db);
  context = await builtinIngestContext(t.database.db);
  await ingestHansard({ kind: 'file', path: fixturePath(FIXTURES.education) }, context);
  const busiest = await t.database.executeSql(
    `select person_id from speeches where hansard_id = '2011-10-26' and person_id is not null group by person_id order by count(*) desc, person_id limit 1`,
  );
  speaker = String((busiest.rows[0] as { person_id: string }).person_id).replace(/^person\//, '');
});
afterAll(async () => {
  await t.close();
  shell.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The feed at `url`, checked for what Atom requires of it and of every entry, and parsed. */
async function readFeed(url: string, self = url) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  const feed = parseFeed(res.body);
  const root = feed.element;
  expect(root.name).toBe('feed');
  expect(root.namespaceUri).toBe('http://www.w3.org/2005/Atom');
  const child = (element: typeof root, name: string) => element.children.find((c): c is typeof root => typeof c !== 'string' && c.name === name);
  const feedId = child(root, 'id')?.textContent;
  expect(feedId).toMatch(new RegExp(`^${TAG}feed/`));
  expect(feed.title).toBeTruthy();
  expect(feed.updated).toBeInstanceOf(Date);
  expect(feed.self).toBe(new URL(self, PUBLIC_URL).href);
  expect(feed.url).toMatch(new RegExp(`^${PUBLIC_URL}/`));
  for (const item of feed.items) {
    expect(item.id).toMatch(new RegExp(`^${TAG}`));
    expect(item.title).toBeTruthy();
    expect(item.updated).toBeInstanceOf(Date);
    expect(item.url).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(item.description).toBeTruthy();
  }
  // The feed is as new as its newest entry.
  if (feed.items.length) expect(feed.updated!.getTime()).toBe(Math.max(...feed.items.map((i) => i.updated!.getTime())));
  return { res, feed, ids: feed.items.map((i) => i.id!) };
}

describe('the Atom feeds', () => {
  it('every feed parses as Atom with its required elements, on absolute links', async () => {
    for (const url of [
      '/feeds/sittings.atom',
      '/feeds/bills.atom',
      '/feeds/industries/Finance.atom',
      '/feeds/industries/Foreign%20Affairs.atom',
      `/feeds/bills/${VAT}.atom`,
      '/feeds/bills/right-to-information-bill-2018.atom',
      `/feeds/members/${speaker}.atom`,
      '/feeds/search.atom?q=kindergarten',
    ]) {
      await readFeed(url);
    }
  });

  it('the latest sittings: each titled by what happened, linking its page, published on its day', async () => {
    const { feed } = await readFeed('/feeds/sittings.atom');
    const sitting = feed.items.find((i) => i.id === `${TAG}sitting/2011-10-26`)!;
    expect(sitting.url).toBe(`${PUBLIC_URL}/hansards/2011-10-26`);
    expect(sitting.title).toMatch(/^Sitting of 26 October 2011: /);
    expect(sitting.published?.toISOString()).toBe('2011-10-26T00:00:00.000Z');
    // Newest sitting first.
    const days = feed.items.map((i) => i.published!.getTime());
    expect(days).toEqual([...days].sort((a, b) => b - a));
    // Plain text: no markup in a summary.
    expect(feed.items.every((i) => !/<[a-z]/i.test(i.description ?? ''))).toBe(true);
  });

  it("bills, new and moved: a stage's entry names the stage and the bill", async () => {
    const [vat] = (await readSeedBills()).filter((b) => b.id === VAT);
    const { feed } = await readFeed(`/feeds/bills/${VAT}.atom`);
    const stageTitles = feed.items.filter((i) => i.id!.startsWith(`${TAG}bill/${VAT}/stage/`)).map((i) => i.title);
    // The seed dates its Pre-Introduction and its Third Reading.
    expect(stageTitles.sort()).toEqual([`Pre-Introduction: ${vat!.title}`, `Third Reading: ${vat!.title}`]);
    expect(feed.items.map((i) => i.id)).toContain(`${TAG}bill/${VAT}`);
    expect(feed.items.every((i) => i.url!.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    // A bill's debates: those on its journey, linking the sitting where Kakyerɛ holds it.
    const rti = await readFeed('/feeds/bills/right-to-information-bill-2018.atom');
    const debate = rti.feed.items.find((i) => i.title === 'Debated (Committee Report): Right to Information Bill, 2018')!;
    expect(debate.url).toBe(`${PUBLIC_URL}/hansards/2018-04-26`);
    expect(debate.id).toBe(`${TAG}bill/right-to-information-bill-2018/debate/2018-04-26/committee-report`);
    // The same entries in the bills feed and the bill's industry's.
    const all = await readFeed('/feeds/bills.atom');
    expect(all.ids.length).toBeGreaterThan(0);
    // An industry in any case, hyphens for spaces: its feed names its one address.
    const finance = await readFeed('/feeds/industries/finance.atom', '/feeds/industries/Finance.atom');
    expect(finance.ids).toEqual((await readFeed('/feeds/industries/Finance.atom')).ids);
    expect(finance.ids).toEqual(expect.arrayContaining(all.ids.filter((id) => id.includes(`bill/${VAT}`))));
    await readFeed('/feeds/industries/foreign-affairs.atom', '/feeds/industries/Foreign%20Affairs.atom');
  });

  it("a Member's speeches, newest first, each titled by who spoke, where from and on what, linking the speech in its sitting", async () => {
    const { feed } = await readFeed(`/feeds/members/${speaker}.atom`);
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.title).toMatch(/^Hon\. .+ on .+/);
      expect(item.url).toMatch(new RegExp(`^${PUBLIC_URL}/hansards/2011-10-26#speech-`));
      expect(item.id).toBe(`${TAG}speech/${decodeURIComponent(item.url!.split('#speech-')[1]!)}`);
    }
  });

  it("a search's newest matching speeches, its excerpt as plain text", async () => {
    const { feed } = await readFeed('/feeds/search.atom?q=kindergarten&sitting=2011-10-26');
    expect(feed.items.length).toBeGreaterThan(0);
    // A speech may match by its business item only: the excerpt is then its opening words.
    expect(feed.items.some((i) => /kindergarten/i.test(i.description!))).toBe(true);
    expect(feed.items.every((i) => !/<\/?mark>|&(amp|lt|gt|quot);/.test(i.description!))).toBe(true);
    expect(feed.url).toBe(`${PUBLIC_URL}/search?q=kindergarten&sitting=2011-10-26`);
  });

  it('a sitting published makes exactly one new entry; published again, its entry keeps its id', async () => {
    const before = await readFeed('/feeds/sittings.atom');
    await ingestHansard({ kind: 'file', path: fixturePath(BROKEN_CONTENTS_FIXTURE) }, context);
    const after = await readFeed('/feeds/sittings.atom');
    expect(after.ids.filter((id) => !before.ids.includes(id))).toEqual([`${TAG}sitting/2029-11-13`]);
    expect(after.ids.length).toBe(before.ids.length + 1);
    await ingestHansard({ kind: 'file', path: fixturePath(BROKEN_CONTENTS_FIXTURE) }, context);
    const again = await readFeed('/feeds/sittings.atom');
    expect(again.ids).toEqual(after.ids);
  });

  it('a bill that moves a stage makes exactly one new entry; imported again, nothing changes', async () => {
    const moved: SeedBill = structuredClone((await readSeedBills()).find((b) => b.id === VAT)!);
    const before = await readFeed(`/feeds/bills/${VAT}.atom`);
    const allBefore = await readFeed('/feeds/bills.atom');
    moved.currentStage = 'presidential_assent';
    moved.lastActionDate = '2025-11-28';
    moved.stages = [
      ...moved.stages.filter((s) => s.stage !== 'presidential_assent'),
      { ...moved.stages[0]!, stage: 'presidential_assent', stageStatus: 'in_progress', startedDate: '2025-11-28', completedDate: null, notes: null, sources: [], uncertain: false },
    ];
    await importBills(t.database.db, [moved]);
    const after = await readFeed(`/feeds/bills/${VAT}.atom`);
    const added = after.ids.filter((id) => !before.ids.includes(id));
    expect(added).toEqual([`${TAG}bill/${VAT}/stage/presidential_assent`]);
    expect(after.feed.items[0]!.title).toBe(`Presidential Assent: ${moved.title}`);
    expect(after.feed.items[0]!.description).toMatch(/reached Presidential Assent on 28 November 2025/);
    expect((await readFeed('/feeds/bills.atom')).ids).toContain(added[0]);
    expect(allBefore.ids).not.toContain(added[0]);
    await importBills(t.database.db, [moved]);
    expect((await readFeed(`/feeds/bills/${VAT}.atom`)).ids).toEqual(after.ids);
  });
});

describe('feeds are cached and answer conditional requests', () => {
  it('304 for the ETag it sent, and for a time not before its Last-Modified', async () => {
    const first = await get('/feeds/sittings.atom');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toBeTruthy();
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    const byTag = await get('/feeds/sittings.atom', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers['access-control-allow-origin']).toBe('*');
    const byDate = await get('/feeds/sittings.atom', { 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(304);
    const older = new Date(new Date(lastModified).getTime() - 1000).toUTCString();
    expect((await get('/feeds/sittings.atom', { 'if-modified-since': older })).statusCode).toBe(200);
    // A stale ETag wins over a date: the feed is sent.
    expect((await get('/feeds/sittings.atom', { 'if-none-match': '"stale"', 'if-modified-since': lastModified })).statusCode).toBe(200);
    // The same bytes again, compressed when asked.
    const again = await get('/feeds/sittings.atom', { 'accept-encoding': 'gzip' });
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBe('gzip');
  });
});

describe('what the feeds refuse', () => {
  const error = async (url: string, status: number) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
    return res.json() as { error: string };
  };

  it('404 for a bill, a Member or an industry it does not know', async () => {
    await error('/feeds/bills/no-such-bill-1999.atom', 404);
    await error('/feeds/members/no-such-member.atom', 404);
    await error('/feeds/industries/Alchemy.atom', 404);
  });

  it('400 for a search without words, too long, or with a filter it cannot take', async () => {
    await error('/feeds/search.atom', 400);
    await error('/feeds/search.atom?q=', 400);
    expect((await error(`/feeds/search.atom?q=${'a'.repeat(201)}`, 400)).error).toMatch(/at most 200 characters/);
    await error('/feeds/search.atom?q=tax&from=2020-02-01&to=2019-01-01', 400);
    await error('/feeds/search.atom?q=tax&from=2020-13-01', 400);
    await error('/feeds/search.atom?q=tax&industry=Alchemy', 400);
    await error('/feeds/bills/Not%20An%20Id.atom', 400);
  });
});

describe('pages name their feed in the head', () => {
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="[^"]*" href="([^"]*)" \/>/g)].map((m) => m[1]);

  it('the home page and the Hansards list name the latest sittings; the bills list the bills', async () => {
    expect(alternates((await get('/')).body)).toEqual([`${PUBLIC_URL}/feeds/sittings.atom`]);
    expect(alternates((await get('/hansards')).body)).toEqual([`${PUBLIC_URL}/feeds/sittings.atom`]);
    expect(alternates((await get('/bills')).body)).toEqual([`${PUBLIC_URL}/feeds/bills.atom`]);
  });

  it('a bill page names its feed, a Member page theirs, a search its own', async () => {
    expect(alternates((await get(`/bills/${VAT}`)).body)).toEqual([`${PUBLIC_URL}/feeds/bills/${VAT}.atom`]);
    const member = await get(`/members/${speaker}`);
    const page = member.statusCode === 301 ? await get(member.headers.location as string) : member;
    expect(alternates(page.body)).toEqual([`${PUBLIC_URL}/feeds/members/${speaker}.atom`]);
    expect(alternates((await get('/search?q=kindergarten&sort=newest&page=2')).body)).toEqual([`${PUBLIC_URL}/feeds/search.atom?q=kindergarten`]);
    // Each named feed answers.
    for (const href of [`/feeds/bills/${VAT}.atom`, `/feeds/members/${speaker}.atom`]) expect((await get(href)).statusCode).toBe(200);
  });
});
