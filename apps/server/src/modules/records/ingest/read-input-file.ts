/**
 * A file named on the ingest command line → text. The type is decided by content, never by the
 * extension: people rename files, and downloads arrive with no useful name at all.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { extractPdfText, looksLikePdf, type ExtractPdfTextOptions } from './extract-pdf-text.js';
import { formatSize, IngestInputError } from './input-errors.js';

export interface InputFile {
  kind: 'pdf' | 'text';
  text: string;
  /** The original bytes when the input is a PDF (kept as the source document), else null. */
  pdf: Uint8Array | null;
  filename: string;
}

export interface ReadInputOptions extends ExtractPdfTextOptions {
  maxBytes?: number;
}

/** A full-year Official Report PDF is a few MB; anything this big is not one sitting. */
export const DEFAULT_MAX_INPUT_BYTES = 50 * 1024 * 1024;

/** Errors name the path as the user typed it, so they can find the file. */
export async function readInput(filePath: string, options: ReadInputOptions = {}): Promise<InputFile> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_INPUT_BYTES;
  const info = await stat(filePath);
  if (info.isDirectory()) throw new IngestInputError('unsupported-type', filePath, 'a directory');
  if (info.size > maxBytes) throw tooLarge(filePath, info.size, maxBytes);
  const bytes = new Uint8Array(await readFile(filePath));
  return readInputBytes(bytes, filePath, options);
}

/** The same for bytes already in memory (a download); `name` is used in messages and `filename`. */
export async function readInputBytes(bytes: Uint8Array, name: string, options: ReadInputOptions = {}): Promise<InputFile> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_INPUT_BYTES;
  // Checked again after reading: stat() says 0 for pipes and a file can grow meanwhile.
  if (bytes.length > maxBytes) throw tooLarge(name, bytes.length, maxBytes);
  if (bytes.length === 0) throw new IngestInputError('empty', name);
  const filename = path.basename(name);

  if (looksLikePdf(bytes)) {
    const { text } = await extractPdfText(bytes, name, options);
    return { kind: 'pdf', text, pdf: bytes, filename };
  }

  const binary = sniffBinaryType(bytes);
  if (binary) throw new IngestInputError('unsupported-type', name, binary);
  // Ctrl-Z ends some files saved by old DOS/Windows editors.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const text = decodeText(bytes, name).replace(/\u001a+$/, '');
  rejectControlCharacters(text, bytes, name);
  if (text.trim() === '') throw new IngestInputError('empty', name, 'the file contains no text');
  if (/^\s*<(!doctype\s+html|html[\s>])/i.test(text)) {
    throw new IngestInputError('unsupported-type', name, 'an HTML page; save it as text or PDF');
  }
  return { kind: 'text', text: text.replace(/\r\n?/g, '\n'), pdf: null, filename };
}

const tooLarge = (name: string, size: number, max: number) =>
  new IngestInputError('too-large', name, `${formatSize(size)}; the limit is ${formatSize(max)}`);

// --- Binary formats people are likely to pass by mistake ----------------------------------------

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function sniffBinaryType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'a PNG image';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'a JPEG image';
  if (startsWith(bytes, ascii('GIF8'))) return 'a GIF image';
  if (startsWith(bytes, ascii('II*\0')) || startsWith(bytes, ascii('MM\0*'))) return 'a TIFF image';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'a WebP image';
  if (startsWith(bytes, ascii('PK\x03\x04')) || startsWith(bytes, ascii('PK\x05\x06'))) {
    // The first entry's name sits right after the 30-byte local header.
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
    if (head.includes('word/')) return 'a Word document (.docx); save it as PDF or text';
    if (head.includes('opendocument')) return 'an OpenDocument file; save it as PDF or text';
    return 'a ZIP archive; unpack it first';
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'a Word 97-2003 document (.doc); save it as PDF or text';
  if (startsWith(bytes, ascii('{\\rtf'))) return 'an RTF document; save it as PDF or text';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'a gzip archive; unpack it first';
  if (startsWith(bytes, ascii('7z')) && startsWith(bytes, [0xbc, 0xaf, 0x27, 0x1c], 2)) return 'a 7-Zip archive; unpack it first';
  if (startsWith(bytes, ascii('Rar!'))) return 'a RAR archive; unpack it first';
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'an executable';
  return null;
}

// --- Text encodings -----------------------------------------------------------------------------

/**
 * UTF-8 (BOM optional) and UTF-16 with a BOM are read as such. Bytes that are not valid UTF-8 are
 * read as Windows-1252 only when they look like text from an old Windows editor (printable ASCII
 * with the odd accented letter or curly quote); anything else is refused rather than guessed at.
 */
function decodeText(bytes: Uint8Array, name: string): string {
  let text: string;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    text = strictDecode('utf-8', bytes.subarray(3), name, 'invalid UTF-8 after a UTF-8 byte-order mark');
  } else if (startsWith(bytes, [0xff, 0xfe, 0, 0]) || startsWith(bytes, [0, 0, 0xfe, 0xff])) {
    throw new IngestInputError('unreadable-encoding', name, 'UTF-32 is not supported');
  } else if (startsWith(bytes, [0xff, 0xfe])) {
    text = strictDecode('utf-16le', bytes.subarray(2), name, 'invalid UTF-16 after a UTF-16 LE byte-order mark');
  } else if (startsWith(bytes, [0xfe, 0xff])) {
    text = strictDecode('utf-16be', bytes.subarray(2), name, 'invalid UTF-16 after a UTF-16 BE byte-order mark');
  } else {
    const utf8 = tryDecode('utf-8', bytes);
    if (utf8 !== null) text = utf8;
    else if (looksLikeWindows1252(bytes)) text = decodeWindows1252(bytes);
    else throw new IngestInputError('unreadable-encoding', name, 'not valid UTF-8 and not recognisable legacy text');
  }
  return text;
}

/**
 * Text with NULs or other control characters is refused whatever the encoding: it is binary data,
 * UTF-16 without a BOM or a mis-converted file, and storing it would put garbage in the record.
 * Tab, line feed, carriage return, vertical tab and form feed (page breaks) are text.
 */
function rejectControlCharacters(text: string, bytes: Uint8Array, name: string): void {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const control = text.match(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/);
  if (!control) return;
  const hint = control[0] === '\u0000' && looksLikeUtf16WithoutBom(bytes) ? 'UTF-16 without a byte-order mark' : 'binary control characters';
  throw new IngestInputError('unreadable-encoding', name, `contains ${hint}`);
}

function tryDecode(encoding: string, bytes: Uint8Array): string | null {
  try {
    // ignoreBOM keeps the decoder from eating a U+FEFF that is part of the content.
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

function strictDecode(encoding: string, bytes: Uint8Array, name: string, problem: string): string {
  const text = tryDecode(encoding, bytes);
  if (text === null) throw new IngestInputError('unreadable-encoding', name, problem);
  return text;
}

/** ASCII text in UTF-16 has a NUL in every other byte. */
function looksLikeUtf16WithoutBom(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  let evenNuls = 0;
  let oddNuls = 0;
  sample.forEach((b, i) => {
    if (b === 0 && i % 2 === 0) evenNuls++;
    else if (b === 0) oddNuls++;
  });
  const half = sample.length / 2;
  return Math.max(evenNuls, oddNuls) > half * 0.5 && Math.min(evenNuls, oddNuls) < half * 0.05;
}

/** 0x80–0x9F in Windows-1252 (Node's TextDecoder maps them as Latin-1 C1 controls, so map by hand). */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a]);

/**
 * Mostly printable ASCII, no byte Windows-1252 leaves undefined, no control characters, and
 * non-ASCII bytes a minority (accents and curly quotes, not another script or compressed data).
 */
function looksLikeWindows1252(bytes: Uint8Array): boolean {
  let high = 0;
  for (const b of bytes) {
    if (b >= 0x80 && b <= 0x9f && CP1252_HIGH[b - 0x80] === 0) return false;
    if (b < 0x20 && !TEXT_CONTROLS.has(b)) return false;
    if (b >= 0x80) high++;
  }
  return high <= bytes.length * 0.3;
}

function decodeWindows1252(bytes: Uint8Array): string {
  const units = Uint16Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b));
  return new TextDecoder('utf-16le').decode(units);
}
