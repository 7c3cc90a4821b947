import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { speechCount, wordUses } from '../../src/modules/records/search/search-lexicon.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeSittingWithSpeeches(t.database.db, '2012-02-08', '2012-02-08', [
    { label: 'Mr Speaker', words: 'Hon Members, the cocoa farmers are in the gallery.' },
    { label: 'Mr Avedzi', words: 'Mr Speaker, the cocoa loan is before the House.' },
    { label: 'Mr Speaker', words: 'Question put and agreed to.' },
    { label: 'Mr Kan-Dapaah', words: 'Mr Speaker, the facility is for seven years.' },
    { label: 'Mr Speaker', words: 'Hon Members, we shall adjourn.' },
  ]);
});
afterAll(() => t.close());

describe('how rare a searched word is', () => {
  it('is measured against every speech of the record, on an engine that has never analysed the table', async () => {
    // Before, an unknown estimate (PGlite's -1) fell back to the commonest searched word's count:
    // "cocoa", said by 2 of 5 speeches, counted as said by all of them.
    const { uses, speeches } = await wordUses(t.database.db, ['cocoa']);
    expect(uses('cocoa')).toBe(2);
    expect(speeches).toBe(5);
  });

  it('is read at most once a minute', async () => {
    const at = Date.now() + 120_000;
    expect(await speechCount(t.database.db, at)).toBe(5);
    await storeSittingWithSpeeches(t.database.db, '2012-02-09', '2012-02-09', [{ label: 'Mr Speaker', words: 'Order!' }]);
    expect(await speechCount(t.database.db, at + 1_000)).toBe(5);
    expect(await speechCount(t.database.db, at + 61_000)).toBe(6);
  });
});

describe('the record size after a vacuum of the empty table', () => {
  it('is counted, not read as the 0 the vacuum left before the first sitting', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.database.db.execute(sql`vacuum speeches`);
      await storeSittingWithSpeeches(fresh.database.db, '2012-02-08', '2012-02-08', [
        { label: 'Mr Speaker', words: 'Hon Members, the cocoa farmers are in the gallery.' },
        { label: 'Mr Avedzi', words: 'Mr Speaker, the cocoa loan is before the House.' },
        { label: 'Mr Speaker', words: 'Question put and agreed to.' },
      ]);
      expect((await wordUses(fresh.database.db, ['cocoa'])).speeches).toBe(3);
    } finally {
      await fresh.close();
    }
  });
});
