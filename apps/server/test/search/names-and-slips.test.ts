import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';
import { searchWords } from './search-words.js';

// Members of the seed: Joseph Boahen Aidoo (Amenfi East), Enoch Teye Mensah (Ningo-Prampram),
// Alex Adomako Mensah, Irene Naa Torshie Addo, and Michael Coffie Boampong, who sat for Bia in the
// 5th Parliament (Bia East and Bia West came later). The turns are written for the test.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.database.db);
  await storeSittingWithSpeeches(t.database.db, '2012-02-08', '2012-02-08', [
    { label: 'Mr J. B. Aidoo', personId: 'person/joseph-boahen-aidoo', words: 'Mr Speaker, the unit committees of the assemblies were never inaugurated.' },
    { label: 'Mr E. T. Mensah', personId: 'person/enoch-teye-mensah', words: 'Mr Speaker, the youth employment programme will continue.' },
    { label: 'Mr Alex Adomako Mensah', personId: 'person/alex-adomako-mensah', words: 'Mr Speaker, the youth employment programme has failed the youth.' },
    { label: 'Mrs Torshie Addo', personId: 'person/irene-naa-torshie-addo', words: 'Mr Speaker, I thank Hon Addo and Hon Addo again for the new papers.' },
    { label: 'Mr Boampong', personId: 'person/michael-coffie-boampong', words: 'Mr Speaker, I beg to move the amendment to the Shipping Bill.' },
  ]);
  await storeSittingWithSpeeches(t.database.db, '2012-02-09', '2012-02-09', [
    { label: 'Mr Speaker', words: 'Hon Addo, Hon Aidoo has the floor on the new papers laid.' },
    { label: 'Mr Speaker', words: 'Hon Addo, the new papers are laid.' },
    { label: 'Mr Speaker', words: 'The Minister answered what the newspapers said; the new e-payment gateway is coming.' },
    { label: 'Mr Speaker', words: 'Factories dump waste into the water bodies.' },
    { label: 'Mr Speaker', words: 'Hon Addo asked about the e-Zwich cards.' },
  ]);
});
afterAll(() => t.close());

const said = async (q: string) => (await searchWords(t, q)).data.speeches.filter((s) => s.match === 'all').map((s) => s.label);
const offered = async (q: string) => (await searchWords(t, q)).data.members.map((m) => `${m.name} (${m.constituency})`);

describe("a Member's initials typed before their name", () => {
  it('find that Member, as "J. B." typed with stops does, and offer them alone', async () => {
    expect(await said('JB Aidoo')).toEqual(['Mr J. B. Aidoo']);
    expect(await said('JB Aidoo unit committees')).toEqual(['Mr J. B. Aidoo']);
    expect(await offered('JB Aidoo')).toEqual(['Joseph Boahen Aidoo (Amenfi East)']);
  });

  it('find the Member whose first name they begin, not every Member of that name', async () => {
    expect(await said('ET Mensah youth employment')).toEqual(['Mr E. T. Mensah']);
    expect(await said('Mensah youth employment')).toEqual(expect.arrayContaining(['Mr E. T. Mensah', 'Mr Alex Adomako Mensah']));
  });

  it('find them with the name misspelt too', async () => {
    const found = await searchWords(t, 'JB Aido');
    expect(found.data.corrected).toEqual([{ typed: 'aido', searched: 'aidoo' }]);
    expect(found.data.speeches[0]?.label).toBe('Mr J. B. Aidoo');
    expect(found.data.members.map((m) => m.name)).toEqual(['Joseph Boahen Aidoo']);
  });

  it('are searched as typed when they are no Member’s initials before that name (a party, an abbreviation)', async () => {
    expect((await searchWords(t, 'NDC Aidoo')).data.speeches.filter((s) => s.match === 'all')).toEqual([]);
  });
});

describe('a misspelt name', () => {
  it('is read as the name with a doubled letter written once before a name one letter changed, though that one is said more', async () => {
    // "aido" is one changed letter from Addo (said in four speeches) and one dropped "o" from Aidoo (one).
    expect((await searchWords(t, 'Aido floor')).data.corrected).toEqual([{ typed: 'aido', searched: 'aidoo' }]);
  });
});

describe('a constituency that is also an English word', () => {
  it("with a Member's role beside it asks for its Member, and offers only those who sat for it", async () => {
    expect(await said('Bia MP')).toEqual(['Mr Boampong']);
    expect(await offered('Bia MP')).toEqual(['Michael Coffie Boampong (Bia)']);
    expect(await offered('Bia')).toEqual(['Michael Coffie Boampong (Bia)']);
  });
});

describe('words typed apart or together otherwise than the record prints them', () => {
  it('corrects a misspelt part of a hyphenated word', async () => {
    const found = await searchWords(t, 'e-paymant');
    expect(found.data.corrected).toEqual([{ typed: 'paymant', searched: 'payment' }]);
    expect(found.data.speeches.filter((s) => s.match === 'all').map((s) => s.excerpt)).toEqual([expect.stringContaining('<mark>e-payment</mark>')]);
    // A letter of it is not marked alone elsewhere.
    const beside = (await searchWords(t, 'e-paymant Addo')).data.speeches.map((s) => s.excerpt);
    expect(beside).toEqual(expect.arrayContaining([expect.stringContaining('e-Zwich')]));
    expect(beside.join(' ')).not.toContain('<mark>e-Zwich</mark>');
  });

  it('finds two words typed apart that the record prints as one, and still finds them apart', async () => {
    expect(await said('gate way')).toHaveLength(1);
    expect((await searchWords(t, 'waste water')).data.speeches.filter((s) => s.match === 'all').map((s) => s.excerpt)).toEqual([expect.stringContaining('<mark>water</mark> bodies')]);
  });

  it('searches a word both as its correction and as the two words it splits into', async () => {
    const found = await searchWords(t, 'newpapers');
    expect(found.data.corrected).toEqual([{ typed: 'newpapers', searched: 'newspapers' }]);
    expect(found.data.speeches.filter((s) => s.match === 'all').map((s) => s.excerpt)).toEqual(expect.arrayContaining([expect.stringContaining('newspapers')]));
  });
});
