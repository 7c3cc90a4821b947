import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSections, billTexts, openDatabase } from '@kakyere/db';
import { runCli } from '../support/run-cli.js';

// The command as a user runs it: a separate process on its own embedded database (seeded with the
// real bills on first use), importing the fictional bills of test/fixtures/bill-texts.
const fixtureDir = path.resolve(import.meta.dirname, '../fixtures/bill-texts');
const lagoon = path.join(fixtureDir, 'lagoon-fisheries-bill.txt');
const RTI = 'right-to-information-bill-2018';

let dir: string;
let dataDir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kakyere-bill-text-cli-'));
  dataDir = path.join(dir, 'data');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const runImport = (args: string[]) => runCli('import-bill-text', args, dataDir);

/** What the database holds for the bill, read after the CLI has exited (one process at a time opens DATA_DIR). */
async function storedText(billId: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [text] = await database.db.select().from(billTexts).where(eq(billTexts.billId, billId));
    const sections = await database.db
      .select({ number: billSections.number, heading: billSections.heading })
      .from(billSections)
      .where(eq(billSections.billId, billId))
      .orderBy(asc(billSections.position));
    return { text, sections };
  } finally {
    await database.close();
  }
}

describe('npm run import:bill-text', () => {
  it('refuses a bad command line with usage help, before touching the database', async () => {
    const noBill = await runImport([lagoon]);
    expect(noBill.code).toBe(2);
    expect(noBill.stderr).toMatch(/^Name the bill with --bill BILL_ID\.$/m);
    expect(noBill.stderr).toContain('Usage: npm run import:bill-text -- --bill BILL_ID [--force] FILE');

    // A missing file and a text that is not a bill fail before the database is opened.
    const missing = await runImport(['--bill', RTI, path.join(dir, 'missing.txt')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^error: .*missing\.txt: no such file$/m);
    const notes = path.join(dir, 'notes.txt');
    await writeFile(notes, 'Shopping list: yams, plantain, palm oil.\n');
    const notABill = await runImport(['--bill', RTI, notes]);
    expect(notABill.code).toBe(1);
    expect(notABill.stderr).toMatch(/^error: .*notes\.txt: not a bill text: no "Section N — heading" lines found$/m);
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);

  it('imports a text into a seeded bill, then refuses an unknown bill and a bad file leaving it as it was', async () => {
    const first = await runImport(['--bill', RTI, lagoon]);
    expect(first.stderr).toContain('Parsed text "Lagoon Fisheries (Test Fixture) Bill, 2031": 8 sections, 2 schedules.');
    expect(first.stderr).toContain(`Stored 10 sections of lagoon-fisheries-bill.txt as the text of bill ${RTI}.`);
    expect(first.stdout).toBe('');
    expect(first.code).toBe(0);
    const stored = await storedText(RTI);
    expect(stored.text).toMatchObject({ sourceFilename: 'lagoon-fisheries-bill.txt', sectionCount: 10 });
    expect(stored.sections[4]).toEqual({ number: '4A', heading: 'Waiver of levy' });

    const unknown = await runImport(['--bill', 'no-such-bill', lagoon]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^error: no bill with id "no-such-bill"; .+$/m);

    const empty = path.join(dir, 'empty.txt');
    await writeFile(empty, '');
    const emptyRun = await runImport(['--bill', RTI, empty]);
    expect(emptyRun.code).toBe(1);
    expect(emptyRun.stderr).toMatch(/^error: .*empty\.txt: the file is empty$/m);

    const pdf = path.join(dir, 'scan.pdf');
    await writeFile(pdf, '%PDF-1.7\nnot really a PDF\n');
    const pdfRun = await runImport(['--bill', RTI, pdf]);
    expect(pdfRun.code).toBe(1);
    expect(pdfRun.stderr).toMatch(/^error: .*scan\.pdf: not a readable PDF .+$/m);

    expect(await storedText(RTI)).toEqual(stored);

    // Again with the same file: replaced, and said to be the same.
    const again = await runImport(['--bill', RTI, lagoon]);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('(the same file as before: text re-imported unchanged)');
    expect((await storedText(RTI)).sections).toEqual(stored.sections);
  }, 240_000);
});
