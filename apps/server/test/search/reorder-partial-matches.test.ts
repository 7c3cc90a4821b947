import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';
import { searchWords } from './search-words.js';

// Turns written for the test. No speech says every word of the search. A committee's long report, in
// a long debate, says three of the words once each among many others; a short exchange on an excise
// bill says two of them again and again.
const REPORT = 'REPORT OF THE FINANCE COMMITTEE';
const BILL = 'EXCISE DUTY (AMENDMENT) BILL';
const filler = (topic: string) =>
  Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of the report sets out the ${topic} of the Ministry, the revenue collected in the year and the projections of the committee for the coming year.`).join(' ');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeSittingWithSpeeches(t.database.db, '2011-11-15', '2011-11-15', [
    { label: 'Chairman of the Committee', heading: REPORT, words: `Mr Speaker, I beg to present the report. ${filler('budget')} The levy on plastic is mentioned, as is the tax on imported medicines. ${filler('expenditure')}` },
    ...['Mr Agyarko', 'Mr Boafo', 'Ms Addo', 'Mr Hammond', 'Mr Iddrisu', 'Mr Adjaho'].map((label, i) => ({ label, heading: REPORT, words: `Mr Speaker, I support the Motion and the report of the committee, paragraph ${i + 2} in particular.` })),
    { label: 'Mr Kan-Dapaah', heading: BILL, words: 'Mr Speaker, which plastic goods get the exemption? The exemption must say which plastic, or every plastic importer will ask for the exemption.' },
    { label: 'Deputy Minister', heading: BILL, words: 'Mr Speaker, the exemption covers plastic used to pack drugs; no other plastic gets the exemption.' },
  ]);
});
afterAll(() => t.close());

describe('a search that no speech says in full', () => {
  it('puts the short turns that say its rare words again and again before a long report that says each once', async () => {
    const found = await searchWords(t, 'plastic tax exemption for medicines');
    expect(found.total.speeches).toBe(0);
    const labels = found.data.speeches.map((s) => s.label);
    const report = labels.indexOf('Chairman of the Committee');
    expect(report, labels.join(' | ')).toBeGreaterThan(-1);
    for (const label of ['Mr Kan-Dapaah', 'Deputy Minister']) expect(labels.indexOf(label), labels.join(' | ')).toBeLessThan(report);
  });

  it('pages through the reordered matches without losing or repeating one, the exchange on the first page', async () => {
    const all = await searchWords(t, 'plastic tax exemption for medicines');
    const paged: string[] = [];
    const labels: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent('plastic tax exemption for medicines')}&limit=1&page=${page}` });
      const { speeches } = (res.json() as { data: { speeches: { id: string; label: string }[] } }).data;
      paged.push(...speeches.map((s) => s.id));
      labels.push(...speeches.map((s) => s.label));
    }
    expect(paged).toEqual(all.data.speeches.slice(0, 3).map((s) => s.id));
    expect(['Mr Kan-Dapaah', 'Deputy Minister']).toContain(labels[0]);
  });
});
