import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SpeechListResponseSchema } from '@kakyere/contract';
import type { IngestResult } from '../../src/modules/records/ingest/ingest-hansard.js';
import { ingestHansard } from '../../src/modules/records/ingest/ingest-hansard.js';
import { hasXmllint, parseAkn, validateAkn, XMLLINT_SKIP_LINE } from '../support/akoma-ntoso-schema.js';
import { openIngestTestApp, type IngestTestApp } from '../support/ingest-test-app.js';
import { readBillTextFile, importBillText } from '../../src/modules/records/bill-texts/import-bill-text.js';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { billTextsDir, describeWithSharedData, ghanaHansardsDir } from '../support/shared-data.js';

// A real Official Report (and the real enacted texts, below) (Thursday 26 January 2012) from ../shared/data, ingested as `npm run ingest`
// does: its Akoma Ntoso must validate against the OASIS schema (issue 31's "done when").
const FILE = 'hansard_0038.txt';
const DEBATE = '/akn/gh/debate/2012-01-26/eng@/main.xml';

describeWithSharedData('the Akoma Ntoso of an ingested real sitting', () => {
  let harness: IngestTestApp;
  let ingested: IngestResult;
  beforeAll(async () => {
    harness = await openIngestTestApp();
    ingested = await ingestHansard({ kind: 'file', path: path.join(ghanaHansardsDir, FILE) }, harness.context);
  }, 300_000);
  afterAll(() => harness.close());
  const get = (url: string) => harness.t.app.inject({ method: 'GET', url });

  it('validates against the OASIS schema, with every speech by a person in its references', async () => {
    expect(ingested.hansard.id).toBe('2012-01-26');
    const res = await get(DEBATE);
    expect(res.statusCode).toBe(200);
    if (hasXmllint) {
      const { ok, output } = validateAkn(res.body);
      expect(output).toMatch(/validates/);
      expect(ok).toBe(true);
    } else {
      console.log(XMLLINT_SKIP_LINE);
    }
    const doc = parseAkn(res.body);
    const persons = new Set([...doc.getElementsByTagName('TLCPerson')].map((p) => `#${p.getAttribute('eId')}`));
    const speeches = [...doc.getElementsByTagName('speech')];
    const stored = SpeechListResponseSchema.parse((await get(`/api/hansards/2012-01-26/speeches?limit=1000`)).json());
    expect(speeches.length).toBe(stored.total);
    expect(speeches.length).toBeGreaterThan(50);
    for (const speech of speeches) expect(persons.has(speech.getAttribute('by')!), speech.getAttribute('by')!).toBe(true);
    for (const uri of [...doc.getElementsByTagName('FRBRthis')].map((e) => e.getAttribute('value')!)) {
      expect(uri).toMatch(/^\/akn\/gh\/debate\/2012-01-26(\/eng@)?\/main(\.xml)?$/);
    }
  }, 120_000);
});

// The enacted texts (GhanaLII's, section by section) of the seeded bills that became those Acts.
const ACTS: Record<string, string> = {
  989: 'right-to-information-bill-2018',
  1075: 'electronic-transfer-levy-bill-2022',
  959: 'office-of-the-special-prosecutor-bill-2017',
  999: 'vigilantism-and-related-offences-bill-2019',
  964: 'zongo-development-fund-bill-2017',
  1068: 'covid-19-health-recovery-levy-bill-2021',
};

describeWithSharedData(
  'the Akoma Ntoso of the real enacted texts',
  () => {
    let harness: IngestTestApp;
    beforeAll(async () => {
      harness = await openIngestTestApp();
      await seedBills(harness.t.database.db);
    }, 120_000);
    afterAll(() => harness.close());

    it('each imported Act is an act at /akn/gh/act/{year}/{number} that validates against the OASIS schema', async () => {
      const files = readdirSync(billTextsDir).filter((name) => /_Act(\d+)\.txt$/.test(name));
      let checked = 0;
      for (const file of files) {
        const [, year, number] = /_(\d{4})_Act(\d+)\.txt$/.exec(file)!;
        const billId = ACTS[number!];
        if (!billId) continue;
        await importBillText(harness.t.database.db, billId, await readBillTextFile(path.join(billTextsDir, file)));
        const res = await harness.t.app.inject({ method: 'GET', url: `/akn/gh/act/${year}/${number}/eng@/main.xml` });
        expect(res.statusCode, file).toBe(200);
        if (hasXmllint) expect(validateAkn(res.body).output, file).toMatch(/validates$/m);
        const doc = parseAkn(res.body);
        expect(doc.getElementsByTagName('section').length, file).toBeGreaterThan(3);
        checked += 1;
      }
      expect(checked).toBe(Object.keys(ACTS).length);
    }, 120_000);
  },
  'the enacted texts in bill_texts',
);
