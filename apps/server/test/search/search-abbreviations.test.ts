import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { searchAbbreviations, searchAbbreviationsPending } from '@kakyere/db';
import { readPendingAbbreviations } from '../../src/modules/records/search/read-pending-abbreviations.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';
import { fullMatchLabels, searchWords } from './search-words.js';

// Turns written for the test: one defines the short form, one says only the short form, one only the long.
const DEFINES = { label: 'Mr A', words: 'Mr Speaker, the facility between the Ghana Cocoa Board (COCOBOD) and the banks buys the crop.' };
const SHORT_ONLY = { label: 'Mr B', words: 'Mr Speaker, when will COCOBOD pay the farmers for the beans?' };
const LONG_ONLY = { label: 'Mr C', words: 'Mr Speaker, the Cocoa Board must explain the delay to the farmers.' };
const LEAP = { label: 'Mr D', words: 'Mr Speaker, the Livelihood Empowerment Against Poverty (LEAP) payments reach more households.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeSittingWithSpeeches(t.database.db, '2012-05-31', '2012-05-31', [DEFINES, SHORT_ONLY, LONG_ONLY, LEAP]);
});
afterAll(() => t.close());

const search = (q: string) => searchWords(t, q);
const counted = async () => (await t.database.db.select().from(searchAbbreviations)).map((row) => `${row.short}=${row.long}:${row.speeches}`).sort();

describe('a search beside the abbreviations the record defines', () => {
  it('counts each definition once per speech as the sitting is stored', async () => {
    expect(await counted()).toEqual(['cocobod=cocoa board:1', 'leap=livelihood empowerment against poverty:1']);
  });

  it('finds the speeches that say the short form for the long form typed, and says so', async () => {
    const found = await search('cocoa board farmers');
    expect(fullMatchLabels(found)).toEqual(['Mr B', 'Mr C']);
    expect(found.data.abbreviations).toEqual([{ typed: 'cocoa board', searched: 'cocobod', as: 'short-form' }]);
    expect(found.data.speeches.find((s) => s.label === 'Mr B')!.excerpt).toContain('<mark>COCOBOD</mark>');
  });

  it('finds the speeches that say the long form for the short form typed, in capitals or not', async () => {
    for (const q of ['COCOBOD farmers', 'cocobod farmers']) {
      const found = await search(q);
      expect(fullMatchLabels(found), q).toEqual(['Mr B', 'Mr C']);
      expect(found.data.abbreviations).toEqual([{ typed: 'cocobod', searched: 'cocoa board', as: 'long-form' }]);
    }
  });

  it('takes a short form that is an English word as the word unless it is typed in capitals', async () => {
    expect((await search('leap payments')).data.abbreviations).toEqual([]);
    expect((await search('LEAP payments')).data.abbreviations).toEqual([{ typed: 'leap', searched: 'livelihood empowerment against poverty', as: 'long-form' }]);
  });

  it('counts nothing twice when the sitting is stored again, and forgets a definition its corrected record drops', async () => {
    await storeSittingWithSpeeches(t.database.db, '2012-05-31', '2012-05-31', [DEFINES, SHORT_ONLY, LONG_ONLY, LEAP]);
    expect(await counted()).toEqual(['cocobod=cocoa board:1', 'leap=livelihood empowerment against poverty:1']);
    await storeSittingWithSpeeches(t.database.db, '2012-05-31', '2012-05-31', [SHORT_ONLY, LONG_ONLY, LEAP]);
    expect(await counted()).toEqual(['leap=livelihood empowerment against poverty:1']);
  });

  it('reads at start, once, the sittings stored before abbreviations were read', async () => {
    await storeSittingWithSpeeches(t.database.db, '2012-06-01', '2012-06-01', [DEFINES]);
    // As migration 0026 leaves a sitting stored before it: listed, its definitions not counted.
    await t.database.db.delete(searchAbbreviations).where(eq(searchAbbreviations.short, 'cocobod'));
    await t.database.db.insert(searchAbbreviationsPending).values({ hansardId: '2012-06-01' });
    expect(await readPendingAbbreviations(t.database.db)).toBe(1);
    expect(await counted()).toEqual(['cocobod=cocoa board:1', 'leap=livelihood empowerment against poverty:1']);
    expect(await readPendingAbbreviations(t.database.db)).toBe(0);
    // Stored again while still listed: its old speeches are counted first, so nothing goes negative.
    await t.database.db.delete(searchAbbreviations).where(eq(searchAbbreviations.short, 'cocobod'));
    await t.database.db.insert(searchAbbreviationsPending).values({ hansardId: '2012-06-01' });
    await storeSittingWithSpeeches(t.database.db, '2012-06-01', '2012-06-01', [DEFINES]);
    expect(await counted()).toEqual(['cocobod=cocoa board:1', 'leap=livelihood empowerment against poverty:1']);
    expect(await t.database.db.select().from(searchAbbreviationsPending)).toEqual([]);
  });
});
