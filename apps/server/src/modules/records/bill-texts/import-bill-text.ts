/**
 * A bill's text → its sections in the database. The file is read like an Official Report for
 * ingestion (type by content, not extension: a PDF's text extracted with pdf.js, text in UTF-8,
 * UTF-16 or legacy Windows encoding), parsed into sections (parse-bill-text), and stored in ONE
 * transaction that replaces whatever text the bill had: a failure anywhere leaves it as it was.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@kakyere/db';
import { DEFAULT_MAX_INPUT_BYTES, readInputBytes } from '../ingest/read-input-file.js';
import { formatSize, IngestInputError } from '../ingest/input-errors.js';
import { replaceBillText } from './bill-text-repository.js';
import { BillTextParseError, parseBillText, type ParsedBillText } from './parse-bill-text.js';

export type BillTextImportErrorCode = 'bill-not-found' | 'act-mismatch';

/** The bill cannot take this text. `message` is one line, for a person. */
export class BillTextImportError extends Error {
  override readonly name = 'BillTextImportError';

  constructor(
    readonly code: BillTextImportErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A file's name (for messages and the record) and its bytes. */
export interface BillTextFile {
  filename: string;
  bytes: Uint8Array;
}

/** A text read and parsed, not yet stored: everything that can go wrong without the database has been checked. */
export interface PreparedBillText {
  /** The file's name without its folder, as stored. */
  filename: string;
  kind: 'pdf' | 'text';
  /** SHA-256 of the file's bytes, hex. */
  contentHash: string;
  parsed: ParsedBillText;
}

export interface ImportBillTextOptions {
  /** Store the text even when its title names another Act than the bill's (`--force`). */
  force?: boolean;
}

export interface ImportBillTextResult {
  billId: string;
  title: string | null;
  filename: string;
  contentHash: string;
  /** Rows stored: sections and schedules. */
  sections: number;
  schedules: number;
  parts: number;
  subsections: number;
  warnings: string[];
  /** The text this import replaced, if the bill had one. */
  replaced: { contentHash: string; sectionCount: number; sourceFilename: string } | null;
}

/** Reads, parses and stores a bill's text; see the module comment. */
export async function importBillText(
  db: Database,
  billId: string,
  file: BillTextFile,
  options: ImportBillTextOptions = {},
): Promise<ImportBillTextResult> {
  return storeBillText(db, billId, await prepareBillText(file), options);
}

/** Reads a file named on the command line. Errors name the path as given, so the user can find it. */
export async function readBillTextFile(filePath: string): Promise<BillTextFile> {
  const info = await stat(filePath);
  if (info.isDirectory()) throw new IngestInputError('unsupported-type', filePath, 'a directory');
  if (info.size > DEFAULT_MAX_INPUT_BYTES) throw tooLarge(filePath, info.size);
  const bytes = new Uint8Array(await readFile(filePath));
  if (bytes.length > DEFAULT_MAX_INPUT_BYTES) throw tooLarge(filePath, bytes.length);
  return { filename: filePath, bytes };
}

const tooLarge = (name: string, size: number) =>
  new IngestInputError('too-large', name, `${formatSize(size)}; the limit is ${formatSize(DEFAULT_MAX_INPUT_BYTES)}`);

/**
 * Turns the bytes into text and the text into sections. Throws IngestInputError for a file that is
 * not readable text or PDF, and BillTextParseError for text that is empty or not a bill text.
 */
export async function prepareBillText(file: BillTextFile): Promise<PreparedBillText> {
  const input = await readInputBytes(file.bytes, file.filename);
  return {
    filename: path.basename(file.filename),
    kind: input.kind,
    contentHash: createHash('sha256').update(file.bytes).digest('hex'),
    parsed: parseBillText(input.text),
  };
}

/** Stores a prepared text as the bill's, replacing the one it had. */
export async function storeBillText(
  db: Database,
  billId: string,
  prepared: PreparedBillText,
  options: ImportBillTextOptions = {},
): Promise<ImportBillTextResult> {
  const { parsed } = prepared;
  const textAct = parsed.title ? (/\(Act\s+(\d+)\)/i.exec(parsed.title)?.[1] ?? null) : null;
  const stored = await replaceBillText(
    db,
    {
      billId,
      title: parsed.title,
      sourceFilename: prepared.filename,
      contentHash: prepared.contentHash,
      sections: parsed.sections.map(({ position, kind, part, number, heading, text }) => ({ position, kind, part, number, heading, text })),
    },
    (bill) => {
      const billAct = bill.actNumber ? (/^Act\s+(\d+)$/i.exec(bill.actNumber.trim())?.[1] ?? null) : null;
      if (!options.force && textAct !== null && billAct !== null && Number(textAct) !== Number(billAct)) {
        throw new BillTextImportError(
          'act-mismatch',
          `${prepared.filename} is the text of Act ${textAct} but bill "${billId}" became Act ${billAct}; check the bill id (or pass --force)`,
        );
      }
    },
  );
  if (!stored) throw new BillTextImportError('bill-not-found', `no bill with id "${billId}"; the id is the last part of the bill's address, /bills/{id}`);
  return {
    billId,
    title: parsed.title,
    filename: prepared.filename,
    contentHash: prepared.contentHash,
    sections: parsed.sections.length,
    schedules: parsed.sections.filter((s) => s.kind === 'schedule').length,
    parts: new Set(parsed.sections.map((s) => s.part).filter((p) => p !== null)).size,
    subsections: parsed.sections.reduce((n, s) => n + s.subsections.length, 0),
    warnings: parsed.warnings,
    replaced: stored.previous
      ? { contentHash: stored.previous.contentHash, sectionCount: stored.previous.sectionCount, sourceFilename: stored.previous.sourceFilename }
      : null,
  };
}

/** One line for the CLI: which input, and what is wrong. */
export function describeBillTextImportError(file: string, error: unknown): string {
  if (error instanceof IngestInputError || error instanceof BillTextImportError) return oneLine(error.message);
  if (error instanceof BillTextParseError) return oneLine(`${file}: ${error.message}`);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `${file}: no such file`;
  if (code === 'EACCES') return `${file}: permission denied`;
  return oneLine(`${file}: ${(error as Error).message ?? String(error)}`);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
