import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestInputError } from '../../src/modules/records/ingest/input-errors.js';
import { readInput, readInputBytes } from '../../src/modules/records/ingest/read-input-file.js';
import { FIXTURE_LEFT_COLUMN, makeEncryptedPdf, makeTwoColumnHansardPdf } from '../fixtures/ingest/make-test-pdf.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kakyere-input-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, content: string | Uint8Array): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

async function failure(promise: Promise<unknown>): Promise<IngestInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IngestInputError);
  return error as IngestInputError;
}

const SAMPLE = 'THE HOUSE MET AT 10.00 A.M.\nMr Speaker: Order!\nNana Ɔdeɛ: ɛ, ɔ — “quoted”\n';

describe('readInput: Official Report text files', () => {
  it('reads a Hansard text file as text, unchanged', async () => {
    const file = fixturePath(FIXTURES.dataProtection);
    const input = await readInput(file);
    expect(input).toMatchObject({ kind: 'text', pdf: null, filename: 'first-meeting-2012-02-02.txt' });
    expect(input.text).toBe((await readFile(file, 'utf8')).replace(/\r\n?/g, '\n'));
    expect(input.text).toContain('PARLIAMENTARY DEBATES');
    // Reading does not normalise: the OCR slips are still there for the parser to repair.
    expect(input.text).toContain('Public HealthBill, 2011');
  });

  it('drops the UTF-8 byte-order mark an Official Report file may start with, and reads its Windows line endings', async () => {
    const original = await readFile(fixturePath(FIXTURES.special));
    const raw = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(original.toString('utf8').replace(/\n/g, '\r\n'))]);
    const file = await write('hansard-with-bom.txt', raw);
    expect([...(await readFile(file)).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const input = await readInput(file);
    expect(input.text.charCodeAt(0)).not.toBe(0xfeff);
    expect(input.text.startsWith('FOURTH SERIES VOL.74')).toBe(true);
    expect(input.text).toBe(original.toString('utf8'));
  });
});

describe('readInput: encodings', () => {
  it('UTF-8 without a BOM', async () => {
    expect((await readInput(await write('plain.txt', SAMPLE))).text).toBe(SAMPLE);
  });

  it('UTF-8 with a BOM', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE)]);
    expect((await readInput(await write('bom.txt', bytes))).text).toBe(SAMPLE);
  });

  it('UTF-16 LE with a BOM', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE, 'utf16le')]);
    expect((await readInput(await write('le.txt', bytes))).text).toBe(SAMPLE);
  });

  it('UTF-16 BE with a BOM', async () => {
    const bytes = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(SAMPLE, 'utf16le').swap16()]);
    expect((await readInput(await write('be.txt', bytes))).text).toBe(SAMPLE);
  });

  it('Windows line endings become \\n', async () => {
    expect((await readInput(await write('crlf.txt', 'a\r\nb\rc\n'))).text).toBe('a\nb\nc\n');
  });

  it('legacy Windows-1252 text (curly quotes, an accent) is read, not refused', async () => {
    const legacy = Buffer.concat([
      Buffer.from('Mr Speaker: '),
      Buffer.from([0x93]),
      Buffer.from('Caf'),
      Buffer.from([0xe9, 0x94, 0x20, 0x96]),
      Buffer.from(' OK\n'),
    ]);
    expect((await readInput(await write('cp1252.txt', legacy))).text).toBe('Mr Speaker: \u201cCaf\u00e9\u201d \u2013 OK\n');
  });

  it('unreadable-encoding: invalid UTF-8 with NULs and control bytes', async () => {
    const file = await write('junk.txt', new Uint8Array([0x41, 0xc3, 0x28, 0x00, 0x01, 0x02, 0x42, 0xff, 0x10]));
    const error = await failure(readInput(file));
    expect(error.code).toBe('unreadable-encoding');
    expect(error.message).toBe(
      `${file}: the text is not in a readable encoding (not valid UTF-8 and not recognisable legacy text); save it as UTF-8 and try again`,
    );
  });

  it('unreadable-encoding: UTF-16 without a byte-order mark', async () => {
    const file = await write('nobom16.txt', Buffer.from('Mr Speaker: Order!\n', 'utf16le'));
    const error = await failure(readInput(file));
    expect(error.code).toBe('unreadable-encoding');
    expect(error.message).toBe(
      `${file}: the text is not in a readable encoding (contains UTF-16 without a byte-order mark); save it as UTF-8 and try again`,
    );
  });

  it('unreadable-encoding: valid UTF-8 carrying binary control characters', async () => {
    const file = await write('ctrl.txt', 'Mr Speaker\u0007: Order!\n');
    const error = await failure(readInput(file));
    expect(error.message).toBe(
      `${file}: the text is not in a readable encoding (contains binary control characters); save it as UTF-8 and try again`,
    );
  });

  it('unreadable-encoding: a UTF-16 BOM followed by an unpaired surrogate', async () => {
    const file = await write('bad16.txt', new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x00, 0xd8, 0x41, 0x00]));
    expect((await failure(readInput(file))).code).toBe('unreadable-encoding');
  });
});

describe('readInput: types and sizes', () => {
  it('detects a PDF by content whatever the extension, and keeps its bytes', async () => {
    const bytes = await makeTwoColumnHansardPdf();
    const input = await readInput(await write('sitting.txt', bytes));
    expect(input.kind).toBe('pdf');
    expect(input.filename).toBe('sitting.txt');
    expect(input.pdf).toEqual(bytes);
    expect(input.text).toContain(FIXTURE_LEFT_COLUMN.join('\n'));
  });

  it('passes PDF errors through (encrypted)', async () => {
    const file = await write('locked.pdf', makeEncryptedPdf());
    const error = await failure(readInput(file));
    expect(error.code).toBe('encrypted');
    expect(error.message).toBe(`${file}: the PDF is encrypted; ask for an unlocked copy`);
  });

  it('empty: zero bytes', async () => {
    const file = await write('zero.txt', '');
    const error = await failure(readInput(file));
    expect(error.code).toBe('empty');
    expect(error.message).toBe(`${file}: the file is empty`);
  });

  it('empty: whitespace only, in any encoding', async () => {
    const file = await write('blank.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(' \r\n\t\n', 'utf16le')]));
    const error = await failure(readInput(file));
    expect(error.code).toBe('empty');
    expect(error.message).toBe(`${file}: the file contains no text`);
  });

  it('too-large: refused before reading', async () => {
    const file = await write('big.txt', 'x'.repeat(2 * 1024 * 1024));
    const error = await failure(readInput(file, { maxBytes: 1024 * 1024 }));
    expect(error.code).toBe('too-large');
    expect(error.message).toBe(`${file}: the file is too large (2.0 MB; the limit is 1.0 MB)`);
  });

  it('too-large: bytes already in memory', async () => {
    const error = await failure(readInputBytes(new Uint8Array(11), 'download.pdf', { maxBytes: 10 }));
    expect(error.code).toBe('too-large');
  });

  it('unsupported-type: PNG', async () => {
    const file = await write('scan.pdf', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const error = await failure(readInput(file));
    expect(error.code).toBe('unsupported-type');
    expect(error.message).toBe(`${file}: unsupported file type (a PNG image); ingest a PDF or a plain-text file`);
  });

  it('unsupported-type: ZIP archive and Word document', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('notes.txt')]);
    expect((await failure(readInput(await write('a.zip', zip)))).message).toContain('(a ZIP archive; unpack it first)');
    const docx = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('word/document.xml')]);
    expect((await failure(readInput(await write('a.docx', docx)))).message).toContain('(a Word document (.docx); save it as PDF or text)');
  });

  it('unsupported-type: an HTML page saved by a browser', async () => {
    const error = await failure(readInput(await write('page.txt', '<!DOCTYPE html>\n<html><body>Hansard</body></html>')));
    expect(error.code).toBe('unsupported-type');
  });

  it('unsupported-type: a directory', async () => {
    const sub = path.join(dir, 'folder');
    await mkdir(sub);
    expect((await failure(readInput(sub))).message).toBe(`${sub}: unsupported file type (a directory); ingest a PDF or a plain-text file`);
  });
});
