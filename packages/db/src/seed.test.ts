import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@kakyere/contract';
import { openDatabase, type DatabaseHandle } from './client.js';
import { hansards } from './schema.js';
import { readSeedHansards, seedDatabase } from './seed.js';

describe('the seed Hansards', () => {
  it('are at least 30 real sittings with unique ids and valid dates', async () => {
    const rows = await readSeedHansards();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const row of rows) {
      const date = new Date(`${row.sittingDate}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10), row.id).toBe(row.sittingDate);
      expect(date.getUTCFullYear(), row.id).toBeGreaterThanOrEqual(1993);
      expect(row.isSynthetic ?? false).toBe(false);
    }
  });

  it('tag only the 20 industries and carry their own summaries', async () => {
    for (const row of await readSeedHansards()) {
      for (const industry of row.affectedIndustries ?? []) expect(INDUSTRIES).toContain(industry);
      expect(row.summary.split(/(?<=\.)\s+/).length, row.id).toBeGreaterThanOrEqual(2);
      expect(row.source.length, row.id).toBeGreaterThan(0);
    }
  });

  it('link readers only to public production sites over HTTPS: no http: address, no staging host', async () => {
    const links: { id: string; url: URL }[] = [];
    for (const row of await readSeedHansards()) {
      // Every address anywhere in the record: document_url ('View Original Document') and source (the provenance link).
      for (const value of Object.values(row)) {
        for (const text of [value].flat()) {
          if (typeof text !== 'string') continue;
          for (const [address] of text.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi)) links.push({ id: row.id, url: new URL(address) });
        }
      }
    }
    for (const { id, url } of links) {
      expect(url.protocol, `${id}: ${url.href}`).toBe('https:');
      expect(url.hostname, `${id}: ${url.href}`).not.toMatch(/staging/i);
    }
  });
});

describe('seedDatabase', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ':memory:' });
  });
  afterAll(() => handle.close());

  it('fills an empty database once and leaves a populated one alone', async () => {
    const expected = (await readSeedHansards()).length;
    expect(await seedDatabase(handle.db)).toBe(expected);
    await handle.db.update(hansards).set({ title: 'Edited by an editor' }).where(sql`true`);
    expect(await seedDatabase(handle.db)).toBe(0);
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int`, title: sql<string>`min(${hansards.title})` }).from(hansards);
    expect(row).toEqual({ n: expected, title: 'Edited by an editor' });
  });
});
