import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillSectionsSchema } from '@kakyere/contract';
import { billSections, billTexts, bills, type DatabaseHandle } from '@kakyere/db';
import { seedBills } from '../../src/modules/records/bills/seed-bills.js';
import { AppError } from '../../src/errors.js';
import {
  BillTextImportError,
  importBillText,
  prepareBillText,
  readBillTextFile,
  storeBillText,
  type BillTextFile,
} from '../../src/modules/records/bill-texts/import-bill-text.js';
import { listBillSections, listBillSectionTexts } from '../../src/modules/records/bill-texts/list-bill-sections.js';
import { BillTextParseError } from '../../src/modules/records/bill-texts/parse-bill-text.js';
import { searchBillSections } from '../../src/modules/records/bill-texts/search-bill-sections.js';
import { IngestInputError } from '../../src/modules/records/ingest/input-errors.js';
import { openTestDatabase } from '../test-app.js';

const fixtureDir = path.resolve(import.meta.dirname, '../fixtures/bill-texts');
const lagoonPath = path.join(fixtureDir, 'lagoon-fisheries-bill.txt');
const revisedPath = path.join(fixtureDir, 'lagoon-fisheries-bill-revised.txt');

// Seeded bills: the RTI Bill became Act 989, the E-Levy Bill Act 1075; the Rent Bill lapsed (no Act).
const RTI = 'right-to-information-bill-2018';
const E_LEVY = 'electronic-transfer-levy-bill-2022';
const RENT = 'rent-bill-2022';

let database: DatabaseHandle & { drop(): Promise<void> };
let db: DatabaseHandle['db'];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedBills(db);
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const textFile = (filename: string, text: string): BillTextFile => ({ filename, bytes: new TextEncoder().encode(text) });

/** Everything stored for a bill's text, to compare before and after a failed import. */
async function storedText(billId: string) {
  const [text] = await db.select().from(billTexts).where(eq(billTexts.billId, billId));
  const sections = await db
    .select({ position: billSections.position, number: billSections.number, heading: billSections.heading, text: billSections.text })
    .from(billSections)
    .where(eq(billSections.billId, billId))
    .orderBy(asc(billSections.position));
  return { text, sections };
}

async function failure<T extends Error>(promise: Promise<unknown>, type: new (...args: any[]) => T): Promise<T> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  expect((error as Error).message).not.toContain('\n');
  return error as T;
}

describe('importBillText', () => {
  let firstHash: string;

  it("stores a text's sections under a seeded bill and marks the bill updated", async () => {
    const [before] = await db.select({ updatedAt: bills.updatedAt }).from(bills).where(eq(bills.id, RTI));
    const file = await readBillTextFile(lagoonPath);
    const result = await importBillText(db, RTI, file);
    firstHash = sha256(file.bytes);

    expect(result).toEqual({
      billId: RTI,
      title: 'Lagoon Fisheries (Test Fixture) Bill, 2031',
      filename: 'lagoon-fisheries-bill.txt',
      contentHash: firstHash,
      sections: 10,
      schedules: 2,
      parts: 3,
      subsections: 11,
      warnings: [],
      replaced: null,
    });
    const { text, sections } = await storedText(RTI);
    expect(text).toMatchObject({
      billId: RTI,
      title: 'Lagoon Fisheries (Test Fixture) Bill, 2031',
      sourceFilename: 'lagoon-fisheries-bill.txt',
      contentHash: firstHash,
      sectionCount: 10,
    });
    expect(Date.parse(text!.importedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(sections.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sections[2]).toEqual({
      position: 3,
      number: '3',
      heading: 'Fishing licence',
      text: expect.stringMatching(/^\(1\) A person shall not fish in the Lagoon without a licence[^]*\n\(2A\) The Lagoon Board shall decide/),
    });
    const [after] = await db.select({ updatedAt: bills.updatedAt }).from(bills).where(eq(bills.id, RTI));
    expect(Date.parse(after!.updatedAt)).toBeGreaterThan(Date.parse(before!.updatedAt));
  });

  it("lists the bill's sections in printed order, schedules last, in the contract's shape", async () => {
    const listed = BillSectionsSchema.parse(await listBillSections(db, RTI));
    expect(listed.hasText).toBe(true);
    expect(listed.sections).toEqual([
      { number: '1', heading: 'Object of this Bill', kind: 'section' },
      { number: '2', heading: 'Application', kind: 'section' },
      { number: '3', heading: 'Fishing licence', kind: 'section' },
      { number: '4', heading: 'Lagoon levy', kind: 'section' },
      { number: '4A', heading: 'Waiver of levy', kind: 'section' },
      { number: '5', heading: '', kind: 'section' },
      { number: '6', heading: 'Closed season', kind: 'section' },
      { number: '7', heading: 'Interpretation', kind: 'section' },
      { number: 'Schedule 1', heading: 'Application for a fishing licence', kind: 'schedule' },
      { number: 'Schedule 2', heading: 'Persons exempt from the levy', kind: 'schedule' },
    ]);
    const texts = await listBillSectionTexts(db, RTI);
    expect(texts.map((s) => s.part)).toEqual([
      'PART I — PRELIMINARY',
      'PART I — PRELIMINARY',
      ...Array(4).fill('PART II — LICENCES AND LEVIES'),
      'PART III — MISCELLANEOUS PROVISIONS',
      'PART III — MISCELLANEOUS PROVISIONS',
      null,
      null,
    ]);
  });

  it('says a bill has no text when none was imported, and 404s an unknown bill', async () => {
    expect(await listBillSections(db, RENT)).toEqual({ hasText: false, sections: [], aknPath: null });
    expect(await listBillSectionTexts(db, RENT)).toEqual([]);
    const error = await failure(listBillSections(db, 'no-such-bill'), AppError);
    expect(error.statusCode).toBe(404);
  });

  describe('searchBillSections', () => {
    const numbers = async (query: string, limit = 10) => (await searchBillSections(db, RTI, query, limit)).map((s) => s.number);

    it('finds a section by a word of its heading, before sections that only mention it', async () => {
      // "closed season" is the heading of section 6 and in the text of section 4A.
      const ranked = await searchBillSections(db, RTI, 'When is the closed season?', 10);
      expect(ranked.map((s) => s.number)).toEqual(['6', '4A']);
      expect(ranked[0]).toMatchObject({ heading: 'Closed season', kind: 'section', part: 'PART III — MISCELLANEOUS PROVISIONS' });
      expect(ranked[0]!.text).toContain('(1) The Minister may, by notice in the Gazette, declare a closed season');
      expect(ranked[0]!.rank).toBeGreaterThan(ranked[1]!.rank);
      // Only in headings: section 7's and the first schedule's.
      expect(await numbers('interpretation')).toEqual(['7']);
      expect(await numbers('waiver')).toEqual(['4A']);
    });

    it('stems words, takes any of them, finds sections without a heading and schedules, and honours the limit', async () => {
      expect(await numbers('offences')).toEqual(['5']);
      expect(await numbers('pupils inspection')).toEqual(['Schedule 2']);
      const levy = await numbers('Who pays the levies?');
      expect(levy[0]).toBe('4'); // "Lagoon levy"
      expect(levy).toEqual(expect.arrayContaining(['4A', 'Schedule 2']));
      expect(await numbers('levy', 2)).toHaveLength(2);
    });

    it('finds nothing for stop words, punctuation, another bill or an unknown bill', async () => {
      expect(await numbers('who is the')).toEqual([]);
      expect(await numbers('?! & | :*')).toEqual([]);
      expect(await searchBillSections(db, RENT, 'levy', 10)).toEqual([]);
      expect(await searchBillSections(db, 'no-such-bill', 'levy', 10)).toEqual([]);
    });
  });

  describe('failures leave the stored text as it was', () => {
    let before: Awaited<ReturnType<typeof storedText>>;
    beforeAll(async () => {
      before = await storedText(RTI);
      expect(before.sections).toHaveLength(10);
    });

    it('refuses an unknown bill', async () => {
      const error = await failure(importBillText(db, 'no-such-bill', await readBillTextFile(revisedPath)), BillTextImportError);
      expect(error.code).toBe('bill-not-found');
      expect(error.message).toMatch(/^no bill with id "no-such-bill"/);
      expect(await db.select().from(billTexts).where(eq(billTexts.billId, 'no-such-bill'))).toEqual([]);
    });

    it.each([
      ['an empty file', new Uint8Array(), 'empty.txt: the file is empty'],
      ['a file of blank lines', new TextEncoder().encode('\n  \n\t\n'), 'blank.txt: the file contains no text'],
    ])('refuses %s', async (_, bytes, message) => {
      const name = message.split(':')[0]!;
      const error = await failure(importBillText(db, RTI, { filename: name, bytes }), IngestInputError);
      expect(error.code).toBe('empty');
      expect(error.message).toBe(message);
      expect(await storedText(RTI)).toEqual(before);
    });

    it('refuses text that is not a bill', async () => {
      const error = await failure(importBillText(db, RTI, textFile('minutes.txt', 'Minutes of the Lagoon Board\nPresent: all members\n')), BillTextParseError);
      expect(error.code).toBe('no-sections');
      expect(await storedText(RTI)).toEqual(before);
    });

    it('refuses a PDF it cannot read', async () => {
      const error = await failure(importBillText(db, RTI, textFile('broken.pdf', '%PDF-1.7\nthis is not really a PDF\n')), IngestInputError);
      expect(error.code).toBe('not-a-pdf');
      expect(error.message).toMatch(/^broken\.pdf: not a readable PDF/);
      expect(await storedText(RTI)).toEqual(before);
    });

    it("refuses the text of another Act than the bill's unless forced", async () => {
      const otherAct = textFile('levy.txt', 'Lagoon Levy (Test Fixture) Act, 2031 (Act 9001)\n\nSection 1 — Levy\nA levy is imposed.\n');
      const error = await failure(importBillText(db, RTI, otherAct), BillTextImportError);
      expect(error.code).toBe('act-mismatch');
      expect(error.message).toBe(`levy.txt is the text of Act 9001 but bill "${RTI}" became Act 989; check the bill id (or pass --force)`);
      expect(await storedText(RTI)).toEqual(before);
      // A bill that became no Act takes any text; a forced import stores it.
      expect((await importBillText(db, RENT, otherAct)).sections).toBe(1);
      expect((await importBillText(db, E_LEVY, otherAct, { force: true })).sections).toBe(1);
    });

    it('rolls the whole replacement back when storing a section fails midway', async () => {
      const prepared = await prepareBillText(await readBillTextFile(revisedPath));
      // PostgreSQL refuses NUL in text: the sections' insert fails after the old text was deleted
      // and the new text's row written.
      prepared.parsed.sections[2]!.text = 'broken \u0000 text';
      await expect(storeBillText(db, RTI, prepared)).rejects.toThrow(/insert into "bill_sections"/);
      expect(await storedText(RTI)).toEqual(before);
    });
  });

  it('replaces the text on re-import: the new sections only, a new hash, one text row', async () => {
    const file = await readBillTextFile(revisedPath);
    const result = await importBillText(db, RTI, file);
    expect(result).toMatchObject({
      sections: 4,
      schedules: 0,
      parts: 0,
      contentHash: sha256(file.bytes),
      replaced: { contentHash: firstHash, sectionCount: 10, sourceFilename: 'lagoon-fisheries-bill.txt' },
    });
    expect(result.contentHash).not.toBe(firstHash);
    const { text, sections } = await storedText(RTI);
    expect(text).toMatchObject({ contentHash: sha256(file.bytes), sectionCount: 4, sourceFilename: 'lagoon-fisheries-bill-revised.txt' });
    expect(sections.map((s) => [s.position, s.number, s.heading])).toEqual([
      [1, '1', 'Object of this Bill'],
      [2, '2', 'Fishing permit'],
      [3, '3', 'Crab traps'],
      [4, '4', 'Interpretation'],
    ]);
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${billSections} where bill_id = ${RTI}`);
    expect(rows[0]!.n).toBe(4);
    // The search index follows: the old sections are gone, the new ones are found.
    expect(await searchBillSections(db, RTI, 'closed season', 10)).toEqual([]);
    expect((await searchBillSections(db, RTI, 'crab', 10)).map((s) => s.number)).toEqual(['3', '1']);
  });

  it('reads a PDF of the same layout like the text', async () => {
    const text = await readFile(lagoonPath, 'utf8');
    const pdf = await makePdf(text.split('\n'));
    const prepared = await prepareBillText({ filename: 'lagoon.pdf', bytes: pdf });
    expect(prepared.kind).toBe('pdf');
    expect(prepared.contentHash).toBe(sha256(pdf));
    const fromText = await prepareBillText(await readBillTextFile(lagoonPath));
    const outline = (p: typeof prepared) => p.parsed.sections.map((s) => [s.number, s.heading, s.part, s.subsections.length]);
    expect(outline(prepared)).toEqual(outline(fromText));
    const stored = await storeBillText(db, RENT, prepared);
    expect(stored.sections).toBe(10);
  });
});

/**
 * One printed line per line of text, on landscape A4 pages wide enough for the longest line (Helvetica
 * is a WinAnsi font: the fixture has no letters outside it).
 */
async function makePdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = 7;
  const perPage = 60;
  expect(Math.max(...lines.map((line) => font.widthOfTextAtSize(line, size)))).toBeLessThan(790);
  for (let start = 0; start < lines.length; start += perPage) {
    const page = doc.addPage([842, 595]);
    lines.slice(start, start + perPage).forEach((line, i) => {
      if (line) page.drawText(line, { x: 25, y: 560 - i * 9, size, font });
    });
  }
  return doc.save();
}
