import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';
import { searchWords } from './search-words.js';

// Turns written for the test. In the debate on the loan, Kan-Dapaah's second turn never names it again;
// his turn on another item says none of the topic's words but one.
// As in the record, the business item does not name the topic either.
const LOAN = 'SUSPENSION OF STANDING ORDER 80 (1)';
const KAN_DAPAAH = 'person/albert-kan-dapaah';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.database.db);
  await storeSittingWithSpeeches(t.database.db, '2012-05-31', '2012-05-31', [
    { label: 'Mr Speaker', heading: 'WATER SUPPLY', words: 'Hon Members, the Mampong water project is next.' },
    { label: 'Mr Kan-Dapaah', personId: KAN_DAPAAH, heading: 'WATER SUPPLY', words: 'Mr Speaker, the people of Mampong need water; the board of the company must act.' },
    { label: 'Mr Avedzi', heading: LOAN, words: 'Mr Speaker, I beg to move that the House approves the cocoa board loan of two billion dollars.' },
    { label: 'Mr Speaker', heading: LOAN, words: 'Question proposed.' },
    { label: 'Mr Osei', heading: LOAN, words: 'Mr Speaker, the cocoa board loan will buy the crop from the farmers.' },
    { label: 'Mr Ampofo', heading: LOAN, words: 'Mr Speaker, the farmers are waiting for their money.' },
    { label: 'Mr Kan-Dapaah', personId: KAN_DAPAAH, heading: LOAN, words: 'Mr Speaker, I have a suggestion: since we have not had time to study the facility, let us defer it.' },
  ]);
});
afterAll(() => t.close());

describe('a search of a Member and a topic', () => {
  it("finds the Member's turns in the debates that say the topic, before their turns on other items", async () => {
    const found = await searchWords(t, 'Kan-Dapaah cocoa board loan');
    const labels = found.data.speeches.map((s) => `${s.label} (${s.heading})`);
    expect(found.total.speeches).toBe(0);
    const first = found.data.speeches[0]!;
    expect(first.label).toBe('Mr Kan-Dapaah');
    expect(first.heading).toBe(LOAN);
    expect(first.match).toBe('exchange');
    const water = found.data.speeches.findIndex((s) => s.label === 'Mr Kan-Dapaah' && s.heading === 'WATER SUPPLY');
    expect(water === -1 || water > 0, labels.join(' | ')).toBe(true);
  });

  it('is not asked for when the search names no Member', async () => {
    const found = await searchWords(t, 'cocoa board loan');
    expect(found.data.speeches.slice(0, 2).map((s) => s.label).sort()).toEqual(['Mr Avedzi', 'Mr Osei']);
    expect(found.data.speeches.find((s) => s.label === 'Mr Kan-Dapaah' && s.heading === LOAN)?.match ?? 'exchange').toBe('exchange');
  });
});
