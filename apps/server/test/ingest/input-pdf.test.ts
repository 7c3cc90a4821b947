import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { extractPdfText, layoutPage } from '../../src/modules/records/ingest/extract-pdf-text.js';
import { IngestInputError } from '../../src/modules/records/ingest/input-errors.js';
import { parseOfficialReport } from '../../src/modules/records/ingest/parse-official-report.js';
import {
  FIXTURE_COVER_LINES,
  FIXTURE_LEFT_COLUMN,
  FIXTURE_RIGHT_COLUMN,
  FIXTURE_RUNNING_HEAD,
  FIXTURE_USER_PASSWORD,
  makeBadXrefPdf,
  makeEncryptedPdf,
  makeLongHansardPdf,
  makeNoTextPdf,
  makeTwoColumnPdfFromText,
  makeTruncatedPdf,
  makeTwoColumnHansardPdf,
} from '../fixtures/ingest/make-test-pdf.js';
import { FIXTURES, readFixture } from '../support/official-report-fixtures.js';

async function failure(promise: Promise<unknown>): Promise<IngestInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IngestInputError);
  return error as IngestInputError;
}

describe('extractPdfText: reading order', () => {
  it('reads the cover, then the running head, then the left column, then the right column', async () => {
    const { text, pages } = await extractPdfText(await makeTwoColumnHansardPdf(), 'hansard.pdf');
    expect(pages).toBe(2);
    expect(text).toBe(
      [...FIXTURE_COVER_LINES, '', FIXTURE_RUNNING_HEAD, ...FIXTURE_LEFT_COLUMN, ...FIXTURE_RIGHT_COLUMN].join('\n'),
    );
  });

  it('reads an Official Report set in two columns back in the order it was written', async () => {
    const original = readFixture(FIXTURES.dataProtection);
    const { pdf, lines } = await makeTwoColumnPdfFromText(original);
    // The whole sitting is printed (100 lines a page), on more than one page.
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.length).toBeLessThanOrEqual(300);
    const { text, pages } = await extractPdfText(pdf, 'first-meeting-2012-02-02.pdf');
    expect(pages).toBe(Math.ceil(lines.length / 100));
    expect(text.split('\n').filter((l) => l !== '')).toEqual(lines.map((l) => l.replace(/\s+/g, ' ').trim()));
    // The text read back is the same sitting: cover, bills on the contents list, who spoke.
    const fromPdf = parseOfficialReport(text);
    const fromText = parseOfficialReport(original);
    expect(fromPdf).toMatchObject({ date: '2012-02-02', volume: 76, number: 7, meeting: 'First Meeting', presidingOfficer: 'Madam Speaker' });
    expect(fromPdf.billsInContents).toEqual(fromText.billsInContents);
    expect(fromPdf.speeches.map((s) => s.speaker.name ?? s.speaker.role)).toEqual(fromText.speeches.map((s) => s.speaker.name ?? s.speaker.role));
  });

  it('fixes what plain extractText gets wrong on the same file (columns merged line by line)', async () => {
    const { text } = await extractText(await makeTwoColumnHansardPdf(), { mergePages: true });
    expect(text).toContain(`${FIXTURE_LEFT_COLUMN[1]} ${FIXTURE_RIGHT_COLUMN[1]}`);
  });

  it('leaves the caller its bytes (pdf.js detaches the buffer it is given)', async () => {
    const bytes = await makeTwoColumnHansardPdf();
    const length = bytes.length;
    await extractPdfText(bytes, 'hansard.pdf');
    expect(bytes.length).toBe(length);
  });

  it('prints nothing to stdout, even for a damaged file (stdout carries --json output)', async () => {
    const spies = [vi.spyOn(console, 'log'), vi.spyOn(console, 'info'), vi.spyOn(console, 'warn'), vi.spyOn(process.stdout, 'write')];
    // A recoverable file on which pdf.js, left to itself, prints "Warning: Indexing all PDF objects".
    const repaired = await extractPdfText(await makeBadXrefPdf(), 'a.pdf');
    expect(repaired.text).toContain(FIXTURE_RIGHT_COLUMN[2]);
    await extractPdfText(await makeTruncatedPdf(), 'b.pdf').catch(() => undefined);
    await extractPdfText(makeEncryptedPdf(), 'c.pdf').catch(() => undefined);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });
});

describe('layoutPage', () => {
  const item = (str: string, x: number, y: number, width: number, size = 10) => ({
    str,
    transform: [size, 0, 0, size, x, y],
    width,
    height: size,
  });

  it('reads each band between full-width headings left column first', () => {
    const text = layoutPage(
      [
        item('L1 first left line of text here', 40, 700, 230),
        item('R1 first right line of text here', 320, 700, 230),
        item('L2 second left line of text here', 40, 686, 230),
        item('R2 second right line of text here', 320, 686, 230),
        item('A HEADING PRINTED ACROSS BOTH COLUMNS', 150, 660, 300),
        item('L3 third left line of text here', 40, 630, 230),
        item('R3 third right line of text here', 320, 630, 230),
        item('L4 fourth left line of text here', 40, 616, 230),
        item('R4 fourth right line of text here', 320, 616, 230),
      ],
      0,
      595,
    );
    expect(text.split('\n').map((l) => l.slice(0, 2))).toEqual(['L1', 'L2', 'R1', 'R2', 'A ', 'L3', 'L4', 'R3', 'R4']);
  });

  it('keeps a contents list with right-aligned column references line by line', () => {
    const text = layoutPage(
      [
        item('VOTES AND PROCEEDINGS', 40, 700, 150),
        item('[Col. 895]', 480, 700, 50),
        item('STATEMENTS', 40, 680, 80),
        item('[Col. 896]', 480, 680, 50),
        item('ADJOURNMENT', 40, 660, 90),
        item('[Col. 964]', 480, 660, 50),
      ],
      0,
      595,
    );
    expect(text).toBe('VOTES AND PROCEEDINGS [Col. 895]\nSTATEMENTS [Col. 896]\nADJOURNMENT [Col. 964]');
  });

  it('joins the pieces of a line with a space only where there is a visible gap', () => {
    expect(layoutPage([item('Hon', 40, 700, 18), item('ourable', 58, 700, 35), item('Member', 100, 700, 40)], 0, 595)).toBe(
      'Honourable Member',
    );
  });
});

describe('extractPdfText: errors', () => {
  it('encrypted', async () => {
    const bytes = makeEncryptedPdf();
    const error = await failure(extractPdfText(bytes, 'hansard.pdf'));
    expect(error.code).toBe('encrypted');
    expect(error.message).toBe('hansard.pdf: the PDF is encrypted; ask for an unlocked copy');
    // The fixture is a genuinely locked file, not a broken one: the password opens it.
    const unlocked = await getDocumentProxy(bytes.slice(), { password: FIXTURE_USER_PASSWORD, verbosity: 0 });
    expect(unlocked.numPages).toBe(1);
    await unlocked.destroy();
  });

  it('no-text-layer', async () => {
    const error = await failure(extractPdfText(await makeNoTextPdf(), 'scan.pdf'));
    expect(error.code).toBe('no-text-layer');
    expect(error.message).toBe('scan.pdf: the PDF has no text layer (scanned pages only); run OCR on it and ingest the text');
  });

  it('not-a-pdf: truncated', async () => {
    const error = await failure(extractPdfText(await makeTruncatedPdf(), 'cut.pdf'));
    expect(error.code).toBe('not-a-pdf');
    expect(error.message).toBe('cut.pdf: not a readable PDF (the PDF structure is damaged or truncated); re-download or re-export it');
  });

  it('not-a-pdf: a PDF header followed by garbage', async () => {
    const error = await failure(extractPdfText(new TextEncoder().encode('%PDF-1.7\nnot really a PDF'), 'fake.pdf'));
    expect(error.code).toBe('not-a-pdf');
  });

  it('not-a-pdf: no PDF header', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const error = await failure(extractPdfText(png, 'photo.pdf'));
    expect(error.code).toBe('not-a-pdf');
    expect(error.message).toBe('photo.pdf: not a readable PDF (no %PDF- header); re-download or re-export it');
  });

  it('empty', async () => {
    const error = await failure(extractPdfText(new Uint8Array(0), 'zero.pdf'));
    expect(error.code).toBe('empty');
    expect(error.message).toBe('zero.pdf: the file is empty');
  });

  it('gives up after the time limit instead of hanging', async () => {
    const error = await failure(extractPdfText(await makeLongHansardPdf(20), 'long.pdf', { timeoutMs: 5 }));
    expect(error.message).toBe('long.pdf: not a readable PDF (text extraction timed out after 0.005 s); re-download or re-export it');
  });

  it('messages stay on one line whatever the file name', async () => {
    const error = await failure(extractPdfText(new Uint8Array(0), 'evil\nname.pdf'));
    expect(error.message).toBe('evil name.pdf: the file is empty');
  });
});
