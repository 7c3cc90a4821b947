/**
 * PDF → text for Official Reports, with pdf.js (through unpdf's serverless build).
 *
 * Hansard pages are printed in two columns. pdf.js returns text in content-stream order, which for
 * many typesetters interleaves the columns line by line (unpdf's `extractText` then prints
 * "left line 1 right line 1 ..."), so this module re-orders the positioned text items itself:
 * per page, full-width lines split the page into bands, and each band is read left column first,
 * then the right column.
 */
import { getResolvedPDFJS } from 'unpdf';
import type { PDFDocumentProxy } from 'unpdf/pdfjs';
import { IngestInputError } from './input-errors.js';

export interface ExtractedPdfText {
  text: string;
  pages: number;
}

export interface ExtractPdfTextOptions {
  /** Gives up on a PDF that takes longer than this (pdf.js on a pathological file can take very long). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const MIN_LETTERS_PER_PAGE = 5;

/** Acrobat accepts the header anywhere in the first 1024 bytes (some generators prepend junk). */
export function findPdfHeader(bytes: Uint8Array): number {
  const limit = Math.min(bytes.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    // "%PDF-"
    if (bytes[i] === 0x25 && bytes[i + 1] === 0x50 && bytes[i + 2] === 0x44 && bytes[i + 3] === 0x46 && bytes[i + 4] === 0x2d) {
      return i;
    }
  }
  return -1;
}

export const looksLikePdf = (bytes: Uint8Array) => findPdfHeader(bytes) >= 0;

export async function extractPdfText(bytes: Uint8Array, name: string, options: ExtractPdfTextOptions = {}): Promise<ExtractedPdfText> {
  if (bytes.length === 0) throw new IngestInputError('empty', name);
  if (!looksLikePdf(bytes)) throw new IngestInputError('not-a-pdf', name, 'no %PDF- header');

  const { getDocument, VerbosityLevel } = await getResolvedPDFJS();
  const loadingTask = getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given; the caller keeps its bytes.
    data: bytes.slice(),
    // Warnings go to console.log/console.info, i.e. stdout, which `--json` output owns.
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  });

  let timer: NodeJS.Timeout | undefined;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new IngestInputError('not-a-pdf', name, `text extraction timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });

  try {
    return await Promise.race([readDocument(loadingTask.promise, name), timeout]);
  } catch (error) {
    throw toInputError(error, name);
  } finally {
    clearTimeout(timer);
    // Frees the document and stops any parsing still running after a timeout or failure.
    await loadingTask.destroy().catch(() => undefined);
  }
}

async function readDocument(opening: Promise<PDFDocumentProxy>, name: string): Promise<ExtractedPdfText> {
  const doc = await opening;
  const pageTexts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const [x0 = 0, , x1 = 612] = page.view;
    pageTexts.push(layoutPage(content.items.flatMap((item) => ('str' in item ? [item] : [])), x0, x1));
    page.cleanup();
  }
  const text = pageTexts.filter((t) => t !== '').join('\n\n');
  // A scan often carries a digital stamp (a page number, a file name); a handful of letters per
  // page is not a text layer anyone can ingest.
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < Math.max(1, MIN_LETTERS_PER_PAGE * doc.numPages)) throw new IngestInputError('no-text-layer', name);
  return { text, pages: doc.numPages };
}

/** pdf.js reports failures as plain objects named after its exception classes (not exported by unpdf). */
function toInputError(error: unknown, name: string): unknown {
  if (error instanceof IngestInputError) return error;
  const errorName = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (errorName === 'PasswordException') return new IngestInputError('encrypted', name, undefined, { cause: error });
  if (errorName === 'InvalidPDFException') {
    return new IngestInputError('not-a-pdf', name, 'the PDF structure is damaged or truncated', { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new IngestInputError('not-a-pdf', name, `pdf.js: ${message}`, { cause: error });
}

// --- Layout -------------------------------------------------------------------------------------

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

interface Glyph {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

function toGlyphs(items: TextItem[]): Glyph[] {
  return (
    items
      // pdf.js synthesises whitespace items that bridge gaps, even across the gutter; spacing is
      // recomputed from positions instead.
      .filter((item) => item.str.trim() !== '')
      .map((item) => {
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
        return { str: item.str, x, y, width: Math.max(0, item.width), size: Math.hypot(c, d) || item.height || 10 };
      })
  );
}

/** Reads one page: single-column pages top to bottom; two-column pages band by band, left then right. */
export function layoutPage(items: TextItem[], pageLeft: number, pageRight: number): string {
  const glyphs = toGlyphs(items);
  const gutter = findGutter(glyphs, pageLeft, pageRight);
  if (gutter === null) return toLines(glyphs).join('\n');

  const crosses = (g: Glyph) => g.x < gutter && g.x + g.width > gutter;
  const spanning = toLineGroups(glyphs.filter(crosses));
  const columns = glyphs.filter((g) => !crosses(g));
  const out: string[] = [];
  let remaining = columns;
  for (const line of spanning) {
    // Column text on the baseline of a full-width line (e.g. the column numbers beside a running
    // head) belongs with the columns below it, so each column number stays with its column.
    const tolerance = lineTolerance(line[0]!);
    const above = remaining.filter((g) => g.y > line[0]!.y + tolerance);
    remaining = remaining.filter((g) => g.y <= line[0]!.y + tolerance);
    out.push(...readColumns(above, gutter), joinLine(line));
  }
  out.push(...readColumns(remaining, gutter));
  return out.join('\n');
}

function readColumns(glyphs: Glyph[], gutter: number): string[] {
  return [...toLines(glyphs.filter((g) => g.x < gutter)), ...toLines(glyphs.filter((g) => g.x >= gutter))];
}

/**
 * The x position of a gap between two columns of text, or null for a single-column page. Looks in
 * the middle 40% of the page for the vertical line crossed by the fewest text items (full-width
 * headings cross it; column text does not) and then checks that there really is running text on
 * both sides of it, side by side, so a contents list with right-aligned column references or a
 * cover page is not split.
 */
function findGutter(glyphs: Glyph[], pageLeft: number, pageRight: number): number | null {
  if (glyphs.length < 4) return null;
  const width = pageRight - pageLeft;
  const samples = 200;
  const positions = Array.from({ length: samples + 1 }, (_, i) => pageLeft + width * (0.3 + (0.4 * i) / samples));
  const crossings = positions.map((x) => glyphs.filter((g) => g.x < x && g.x + g.width > x).length);
  const fewest = Math.min(...crossings);
  if (fewest > Math.max(2, glyphs.length * 0.2)) return null;
  // The middle of the widest clear stretch, so the split sits in the gap and not at its edge.
  let best = { from: 0, to: -1 };
  for (let i = 0; i < crossings.length; i++) {
    if (crossings[i] !== fewest) continue;
    let j = i;
    while (j + 1 < crossings.length && crossings[j + 1] === fewest) j++;
    if (j - i > best.to - best.from) best = { from: i, to: j };
    i = j;
  }
  const gutter = (positions[best.from]! + positions[best.to]!) / 2;

  const sides = [glyphs.filter((g) => g.x + g.width <= gutter), glyphs.filter((g) => g.x >= gutter)];
  const sideLines = sides.map(toLineGroups);
  const isRunningText = (lines: Glyph[][]) =>
    lines.length >= 2 && median(lines.map((l) => l.at(-1)!.x + l.at(-1)!.width - l[0]!.x)) >= width * 0.15;
  if (!sideLines.every(isRunningText)) return null;
  const [left, right] = sideLines.map((lines) => lines.map((l) => l[0]!.y)) as [number[], number[]];
  const overlap = Math.min(Math.max(...left), Math.max(...right)) - Math.max(Math.min(...left), Math.min(...right));
  return overlap > 0 ? gutter : null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Superscripts ("10th") sit a little above the baseline; the next line sits a full line below. */
const lineTolerance = (g: Glyph) => Math.max(1, g.size * 0.45);

/** Groups glyphs into lines, top of the page first, each line ordered left to right. */
function toLineGroups(glyphs: Glyph[]): Glyph[][] {
  const sorted = [...glyphs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Glyph[][] = [];
  for (const g of sorted) {
    const current = lines.at(-1);
    if (current && Math.abs(current[0]!.y - g.y) <= lineTolerance(current[0]!)) current.push(g);
    else lines.push([g]);
  }
  return lines.map((line) => line.sort((a, b) => a.x - b.x));
}

function toLines(glyphs: Glyph[]): string[] {
  return toLineGroups(glyphs)
    .map(joinLine)
    .filter((line) => line !== '');
}

function joinLine(line: Glyph[]): string {
  let text = '';
  let previous: Glyph | undefined;
  for (const g of line) {
    // Word spaces are often positioning, not characters: a visible gap is a space.
    if (previous && g.x - (previous.x + previous.width) > g.size * 0.15) text += ' ';
    text += g.str;
    previous = g;
  }
  return text.replace(/\s+/g, ' ').trim();
}
