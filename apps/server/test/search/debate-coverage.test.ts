import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';
import { searchWords } from './search-words.js';

// Turns written for the test. No speech says every word of the search; each says one. The tribute
// comes first in the sitting and says one word, as rare as any other; the debate on the bill says
// three of the four between its turns.
const TRIBUTE = 'TRIBUTE TO THE LATE DOCTOR';
const BILL = 'OFFENCES (AMENDMENT) BILL';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeSittingWithSpeeches(t.database.db, '2012-05-31', '2012-05-31', [
    { label: 'Madam Speaker', heading: TRIBUTE, words: 'Hon Members, it shows how this House has taken in such a horrible crime.' },
    { label: 'Mr Azumah', heading: TRIBUTE, words: 'Madam Speaker, our condolences go to the family of our colleague.' },
    { label: 'Mr First Deputy Speaker', heading: BILL, words: 'Hon Members, each offence must be defined before we pass it.' },
    { label: 'Mr Chireh', heading: BILL, words: 'Mr Speaker, soliciting is what the police arrest women for.' },
    { label: 'Dr Prempeh', heading: BILL, words: 'Mr Speaker, such a provision could be abused by whoever is prosecuting.' },
    { label: 'Mr Owusu-Bio', heading: BILL, words: 'Mr Speaker, a law that is not clear comes back to haunt us.' },
  ]);
});
afterAll(() => t.close());

describe('a search that no speech says in full', () => {
  it('ranks the turns of the debate that says most of it before a speech that says as much in a debate that says nothing more', async () => {
    const found = await searchWords(t, 'crime must be clearly defined so the law is not abused');
    expect(found.total.speeches).toBe(0);
    const labels = found.data.speeches.map((s) => s.label);
    const tribute = labels.indexOf('Madam Speaker');
    expect(tribute, labels.join(' | ')).toBeGreaterThan(-1);
    for (const label of ['Mr First Deputy Speaker', 'Dr Prempeh', 'Mr Owusu-Bio']) expect(labels.indexOf(label), labels.join(' | ')).toBeLessThan(tribute);
  });
});
