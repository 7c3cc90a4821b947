import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@kakyere/contract';
import { openDatabase, type DatabaseHandle } from './client.js';
import { hansards } from './schema.js';
import { readSeedHansards, seedDatabase } from './seed.js';
import { readSeedBills } from './seed-bills.js';

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
    // Every address anywhere in the record: document_url ('View Original Document') and source (the provenance link).
    expectOnlyProductionHttps((await readSeedHansards()).map((row) => ({ id: row.id, value: row })));
  });
});

describe('the seed bills', () => {
  it('link readers only to public production sites over HTTPS: no http: address, no staging host', async () => {
    // Every address anywhere in the bill: its sources, each stage's sources, debates' hansardUrl, notes.
    const bills = await readSeedBills();
    expect(bills.length).toBeGreaterThan(0);
    expectOnlyProductionHttps(bills.map((bill) => ({ id: bill.id, value: bill })));
  });
});

/** Each web address found in any string inside `value`, however deeply nested. */
function addressesIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi)].map(([address]) => address);
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(addressesIn);
  return [];
}

function expectOnlyProductionHttps(records: { id: string; value: unknown }[]): void {
  const links = records.flatMap(({ id, value }) => addressesIn(value).map((address) => ({ id, url: new URL(address) })));
  // Nor a staging host written without its scheme, which a reader could still copy.
  for (const { id, value } of records) expect(JSON.stringify(value), id).not.toMatch(/\bstaging\.[a-z]/i);
  for (const { id, url } of links) {
    expect(url.protocol, `${id}: ${url.href}`).toBe('https:');
    expect(url.hostname, `${id}: ${url.href}`).not.toMatch(/staging/i);
  }
}

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
