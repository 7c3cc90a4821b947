import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personRedirects, seedDatabase } from '@kakyere/db';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { createShellDist } from '../support/web-shell.js';
import { createTestApp, type TestApp } from '../test-app.js';

const shell = createShellDist();
const PUBLIC_URL = 'https://kakyere.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: shell.dir, PUBLIC_URL });
  await seedDatabase(t.database.db);
  await seedPeople(t.database.db);
  await t.database.db.insert(personRedirects).values({ fromId: 'person/old-osei', toId: 'person/osei-kyei-mensah-bonsu' });
}, 120_000);
afterAll(async () => {
  await t.close();
  shell.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`))?.[1];
const CANONICAL = '/members/osei-kyei-mensah-bonsu/osei-kyei-mensah-bonsu';

describe('a Member page', () => {
  it('previews the Member in a shared link: name, seat and party, its one address', async () => {
    const res = await get(CANONICAL);
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:title')).toBe('Osei Kyei-Mensah-Bonsu · Kakyerɛ');
    expect(meta(res.body, 'og:type')).toBe('profile');
    expect(meta(res.body, 'og:description')).toContain('Member of Parliament for Suame (New Patriotic Party) in the 8th Parliament of Ghana');
    expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}${CANONICAL}`);
    expect(meta(res.body, 'og:image')).toBe(`${PUBLIC_URL}/og-card.png`);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${CANONICAL}" />`);
  });

  it.each([
    ['/members/osei-kyei-mensah-bonsu', CANONICAL],
    ['/members/osei-kyei-mensah-bonsu/', CANONICAL],
    ['/members/osei-kyei-mensah-bonsu/stale-name', CANONICAL],
    ['/members/osei-kyei-mensah-bonsu/osei?year=2012&view=sittings', `${CANONICAL}?year=2012&view=sittings`],
    ['/members/old-osei', CANONICAL],
  ])('sends %s on to its one address (301)', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('answers 404, not indexed, for a Member Kakyerɛ does not know', async () => {
    for (const path of ['/members/no-such-member', '/members/no-such-member/name', '/members/NOT%20AN%20ID']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).toContain('<title>Member not found · Kakyerɛ</title>');
    }
  });

  it('the Members list has its own head', async () => {
    const res = await get('/members?q=Suame');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Members of Parliament · Kakyerɛ</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/members" />`);
  });
});
