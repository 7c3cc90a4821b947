import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillSectionsResponseSchema, ErrorResponseSchema, HansardDetailResponseSchema, SpeechListResponseSchema } from '@kakyere/contract';
import { seedDatabase } from '@kakyere/db';
import { importBillText } from '../../src/modules/records/bill-texts/import-bill-text.js';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { ingestHansard } from '../../src/modules/records/ingest/ingest-hansard.js';
import { seedPeople } from '../../src/modules/records/people/seed-people.js';
import { storeSittingWithSpeeches } from '../speeches/sitting-with-speeches.js';
import { hasXmllint, parseAkn, validateAkn, XMLLINT_SKIP_LINE, type AknDocument, type AknElement } from '../support/akoma-ntoso-schema.js';
import { builtinIngestContext } from '../support/builtin-ingest-context.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';
import { createShellDist } from '../support/web-shell.js';
import { createTestApp, type TestApp } from '../test-app.js';

// The test's own sitting of 2 February 2012 (test/fixtures/official-report), stored by the real ingest
// path; the fictional Lagoon Fisheries bill (test/fixtures/bill-texts) imported as two seeded bills' texts.
const SITTING = '2012-02-02';
const DEBATE = `/akn/gh/debate/${SITTING}/eng@/main.xml`;
// Seeded sittings and bills without speeches or a text.
const SILENT_SITTING = '2023-07-04';
const TEXTLESS_BILL = 'right-to-information-bill-2018';
// Lapsed bills (no Act): one gets the text as a bill, the other the same text retitled as an Act.
const BILL = 'rent-bill-2022';
const ACT_BILL = 'intestate-succession-bill-2022';
const BILL_DOC = `/akn/gh/bill/2031/${BILL}/eng@/main.xml`;
const ACT_DOC = '/akn/gh/act/2031/9001/eng@/main.xml';
const PUBLIC_URL = 'https://kakyere.example';
const lagoonPath = path.resolve(import.meta.dirname, '../fixtures/bill-texts/lagoon-fisheries-bill.txt');

const shell = createShellDist();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: shell.dir, PUBLIC_URL });
  const { db } = t.database;
  await seedDatabase(db);
  await seedBills(db);
  await seedPeople(db);
  await ingestHansard({ kind: 'file', path: fixturePath(FIXTURES.dataProtection) }, await builtinIngestContext(db));
  const lagoon = await readFile(lagoonPath, 'utf8');
  const encode = (text: string) => new TextEncoder().encode(text);
  await importBillText(db, BILL, { filename: 'lagoon-fisheries-bill.txt', bytes: encode(lagoon) });
  const asAct = lagoon.replace(/^.*\n/, 'Lagoon Fisheries (Test Fixture) Act, 2031 (Act 9001)\n');
  await importBillText(db, ACT_BILL, { filename: 'lagoon-fisheries-act.txt', bytes: encode(asAct) });
}, 120_000);
afterAll(async () => {
  await t.close();
  shell.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const parse = parseAkn;
const elements = (doc: AknDocument | AknElement, name: string) => [...doc.getElementsByTagName(name)];
const attributes = (doc: AknDocument, name: string, attribute: string) => elements(doc, name).map((e) => e.getAttribute(attribute)!);

/** The schema's verdict, or the test passes with the one line saying xmllint is missing. */
const validates = (xml: string) => {
  if (!hasXmllint) return;
  const { ok, output } = validateAkn(xml);
  expect(output).toMatch(/validates/);
  expect(ok).toBe(true);
};
if (!hasXmllint) console.log(XMLLINT_SKIP_LINE);

/** Every FRBR URI of a document: AKN-NC's /akn/{country}/{type}/{date}[/{number}][/{lang}@][/main[.xml]|.akn]. */
function expectNamingConvention(doc: AknDocument, type: 'debate' | 'act' | 'bill', date: RegExp) {
  const uris = [...attributes(doc, 'FRBRthis', 'value'), ...attributes(doc, 'FRBRuri', 'value')];
  expect(uris).toHaveLength(6);
  const pattern = new RegExp(`^/akn/gh/${type}/${date.source}(/[a-z0-9-]+)?(/main|/eng@(/main(\\.xml)?)?|/eng@\\.akn)?$`);
  for (const uri of uris) expect(uri).toMatch(pattern);
  expect(attributes(doc, 'FRBRcountry', 'value')).toEqual(['gh']);
  expect(attributes(doc, 'FRBRlanguage', 'language')).toEqual(['eng']);
}

describe('a sitting as an Akoma Ntoso debate', () => {
  it('is served at its AKN address as application/akn+xml, open to any site, and validates against the OASIS schema', async () => {
    const res = await get(DEBATE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/akn+xml; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    validates(res.body);
    const doc = parse(res.body);
    expect(doc.documentElement.namespaceURI).toBe('http://docs.oasis-open.org/legaldocml/ns/akn/3.0');
    expect(elements(doc, 'debate')).toHaveLength(1);
    expectNamingConvention(doc, 'debate', /\d{4}-\d{2}-\d{2}/);
    expect(attributes(doc, 'FRBRthis', 'value')).toContain(DEBATE);
  });

  it('holds every speech in order, with the label as printed and a `by` that resolves to a TLCPerson', async () => {
    const speeches = SpeechListResponseSchema.parse((await get(`/api/hansards/${SITTING}/speeches?limit=1000`)).json()).data;
    const doc = parse((await get(DEBATE)).body);
    const persons = new Map(elements(doc, 'TLCPerson').map((p) => [`#${p.getAttribute('eId')}`, p]));
    const roles = new Map(elements(doc, 'TLCRole').map((r) => [`#${r.getAttribute('eId')}`, r]));
    const written = elements(doc, 'speech');
    expect(written).toHaveLength(speeches.length);
    written.forEach((speech, i) => {
      const person = persons.get(speech.getAttribute('by')!);
      expect(person, `speech ${i} by ${speech.getAttribute('by')}`).toBeDefined();
      expect(elements(speech, 'from')[0]!.textContent).toBe(speeches[i]!.label);
      const { person: who } = speeches[i]!;
      // An identified speaker is the Member, linked to their page; anyone else is named by the label.
      if (who) expect(person!.getAttribute('href')).toMatch(new RegExp(`^/members/${who.id}/`));
      else expect(person!.getAttribute('showAs')).toBe(speeches[i]!.label);
      // The office the label names is the role spoken in.
      const role = speech.getAttribute('as');
      expect(role ? roles.get(role)?.getAttribute('showAs') : null).toBe(speeches[i]!.post);
    });
    expect(speeches.some((s) => s.post)).toBe(true);
    expect(speeches.some((s) => s.person)).toBe(true);
    // One TLCPerson per speaker, and the Parliament as an organisation.
    expect(new Set(persons.keys()).size).toBe(persons.size);
    expect(attributes(doc, 'TLCOrganization', 'showAs')).toContain('Parliament of Ghana');
  });

  it('has a debateSection per business item with its heading, and the printed columns as page markers', async () => {
    const speeches = SpeechListResponseSchema.parse((await get(`/api/hansards/${SITTING}/speeches?limit=1000`)).json()).data;
    const doc = parse((await get(DEBATE)).body);
    const headings = speeches.map((s) => s.heading).filter((h, i, all) => h !== null && h !== all[i - 1]);
    expect(headings.length).toBeGreaterThan(2);
    expect(elements(doc, 'debateSection').map((s) => elements(s, 'heading')[0]?.textContent)).toEqual(headings);
    const columns = [...new Set(speeches.map((s) => s.column).filter((c) => c !== null))].map(String);
    expect(attributes(doc, 'eop', 'number')).toEqual(columns);
  });

  it("is named in the sitting's API record and page head; a sitting without speeches has none and answers 404", async () => {
    const hansard = HansardDetailResponseSchema.parse((await get(`/api/hansards/${SITTING}`)).json()).data.hansard;
    expect(hansard.akn_path).toBe(DEBATE);
    const page = (await get(`/hansards/${SITTING}`)).body;
    expect(page).toContain(`<link rel="alternate" type="application/akn+xml" title="This sitting as Akoma Ntoso XML" href="${PUBLIC_URL}${DEBATE}" />`);

    const silent = HansardDetailResponseSchema.parse((await get(`/api/hansards/${SILENT_SITTING}`)).json()).data.hansard;
    expect(silent.akn_path).toBeNull();
    expect((await get(`/hansards/${SILENT_SITTING}`)).body).not.toContain('application/akn+xml');
    const missing = await get(`/akn/gh/debate/${SILENT_SITTING}/eng@/main.xml`);
    expect(missing.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(missing.json()).success).toBe(false);
    expect((await get('/akn/gh/debate/1999-01-01/eng@/main.xml')).statusCode).toBe(404);
    expect((await get(`/akn/gh/debate/${SITTING}/2/eng@/main.xml`)).statusCode).toBe(404);
  });

  it('answers 304 to a reader who has it, and 400 to an address that is not a date', async () => {
    const first = await get(DEBATE);
    const again = await get(DEBATE, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const url of ['/akn/gh/debate/2012-13-45/eng@/main.xml', '/akn/gh/debate/yesterday/eng@/main.xml', `/akn/gh/debate/${SITTING}/1/eng@/main.xml`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(ErrorResponseSchema.parse(res.json()).success).toBe(false);
    }
  });

  it('escapes any text: a label and words with < & > " stay text, and the document still validates', async () => {
    const date = '2031-03-03';
    const label = 'Mr "Kojo" <Test> & Sons';
    const words = 'If a < b && c > d then "quote" & </p><script>x</script> ]]> stays words.';
    await storeSittingWithSpeeches(t.database.db, date, date, [{ label, words }]);
    const res = await get(`/akn/gh/debate/${date}/eng@/main.xml`);
    expect(res.statusCode).toBe(200);
    validates(res.body);
    expect(res.body).not.toContain('<script>');
    const doc = parse(res.body);
    expect(elements(doc, 'from')[0]!.textContent).toBe(label);
    expect(elements(doc, 'p').map((p) => p.textContent)).toContain(words);
    expect(attributes(doc, 'TLCPerson', 'showAs')).toEqual([label]);
  });

  it('gives a second sitting with speeches on the same date its ordinal as the work number', async () => {
    const date = '2031-04-04';
    await storeSittingWithSpeeches(t.database.db, `${date}-b`, date, [{ label: 'Mr Speaker', words: 'The House is resumed.' }]);
    await storeSittingWithSpeeches(t.database.db, `${date}-a`, date, [{ label: 'Mr Speaker', words: 'Order.' }]);
    const later = HansardDetailResponseSchema.parse((await get(`/api/hansards/${date}-b`)).json()).data.hansard;
    expect(later.akn_path).toBe(`/akn/gh/debate/${date}/2/eng@/main.xml`);
    const res = await get(later.akn_path!);
    expect(res.statusCode).toBe(200);
    validates(res.body);
    const doc = parse(res.body);
    expectNamingConvention(doc, 'debate', /\d{4}-\d{2}-\d{2}/);
    expect(attributes(doc, 'FRBRuri', 'value')[0]).toBe(`/akn/gh/debate/${date}/2`);
    expect(elements(doc, 'p').map((p) => p.textContent)).toContain('The House is resumed.');
    const first = parse((await get(`/akn/gh/debate/${date}/eng@/main.xml`)).body);
    expect(elements(first, 'p').map((p) => p.textContent)).toContain('Order.');
    expect(elements(first, 'p').map((p) => p.textContent)).not.toContain('The House is resumed.');
  });
});

describe('a stored bill text as an Akoma Ntoso bill or act', () => {
  it('a bill: parts, sections with num and heading, subsections and schedules, validating against the OASIS schema', async () => {
    const sections = BillSectionsResponseSchema.parse((await get(`/api/bills/${BILL}/sections`)).json()).data;
    expect(sections.aknPath).toBe(BILL_DOC);
    const res = await get(BILL_DOC);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/akn+xml; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    validates(res.body);
    const doc = parse(res.body);
    expect(elements(doc, 'bill')).toHaveLength(1);
    expectNamingConvention(doc, 'bill', /\d{4}/);
    const written = elements(doc, 'section');
    const stored = sections.sections.filter((s) => s.kind === 'section');
    expect(written.map((s) => elements(s, 'num')[0]!.textContent)).toEqual(stored.map((s) => s.number));
    expect(written.map((s) => s.getElementsByTagName('heading')[0]?.textContent ?? '')).toEqual(stored.map((s) => s.heading));
    expect(elements(doc, 'part').map((p) => elements(p, 'num')[0]!.textContent)).toEqual(['PART I', 'PART II', 'PART III']);
    expect(elements(doc, 'part')[1]!.getElementsByTagName('heading')[0]!.textContent).toBe('LICENCES AND LEVIES');
    const section3 = written.find((s) => elements(s, 'num')[0]!.textContent === '3')!;
    expect(elements(section3, 'subsection').map((s) => elements(s, 'num')[0]!.textContent)).toEqual(['(1)', '(2)', '(2A)', '(3)']);
    const schedules = elements(doc, 'hcontainer').filter((h) => h.getAttribute('name') === 'schedule');
    expect(schedules.map((s) => elements(s, 'num')[0]!.textContent)).toEqual(sections.sections.filter((s) => s.kind === 'schedule').map((s) => s.number));
    expect(schedules).toHaveLength(2);
  });

  it('an enacted text (its title names the Act) is an act at /akn/gh/act/{year}/{number}', async () => {
    const sections = BillSectionsResponseSchema.parse((await get(`/api/bills/${ACT_BILL}/sections`)).json()).data;
    expect(sections.aknPath).toBe(ACT_DOC);
    const res = await get(ACT_DOC);
    expect(res.statusCode).toBe(200);
    validates(res.body);
    const doc = parse(res.body);
    expect(elements(doc, 'act')).toHaveLength(1);
    expectNamingConvention(doc, 'act', /\d{4}/);
    expect(attributes(doc, 'FRBRnumber', 'value')).toEqual(['9001']);
    // The same text is not also a bill, nor the act under another year.
    expect((await get(`/akn/gh/bill/2031/${ACT_BILL}/eng@/main.xml`)).statusCode).toBe(404);
    expect((await get('/akn/gh/act/2030/9001/eng@/main.xml')).statusCode).toBe(404);
  });

  it("is named in the bill page's head; a bill without a text has no document and answers 404", async () => {
    expect((await get(`/bills/${BILL}`)).body).toContain(
      `<link rel="alternate" type="application/akn+xml" title="This bill&#39;s text as Akoma Ntoso XML" href="${PUBLIC_URL}${BILL_DOC}" />`,
    );
    expect((await get(`/bills/${TEXTLESS_BILL}`)).body).not.toContain('application/akn+xml');
    expect(BillSectionsResponseSchema.parse((await get(`/api/bills/${TEXTLESS_BILL}/sections`)).json()).data.aknPath).toBeNull();
    for (const url of [`/akn/gh/bill/2018/${TEXTLESS_BILL}/eng@/main.xml`, `/akn/gh/bill/2030/${BILL}/eng@/main.xml`, '/akn/gh/act/2019/989/eng@/main.xml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(ErrorResponseSchema.parse(res.json()).success).toBe(false);
    }
    expect((await get('/akn/gh/bill/2031/Not_A_Slug/eng@/main.xml')).statusCode).toBe(400);
  });
});

describe('a cached document', () => {
  it('is built afresh when its text is replaced: new content, new ETag', async () => {
    const before = await get(BILL_DOC);
    expect(elements(parse(before.body), 'part').length).toBeGreaterThan(0);
    const revised = await readFile(path.resolve(import.meta.dirname, '../fixtures/bill-texts/lagoon-fisheries-bill-revised.txt'));
    await importBillText(t.database.db, BILL, { filename: 'lagoon-fisheries-bill-revised.txt', bytes: new Uint8Array(revised) });
    const after = await get(BILL_DOC, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const doc = parse(after.body);
    expect(elements(doc, 'part')).toHaveLength(0);
    expect(elements(doc, 'section')).toHaveLength(4);
    validates(after.body);
  });
});
