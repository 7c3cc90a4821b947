/**
 * Parliament of Ghana's Hansard listing → the Official Report PDFs it links to, and their download.
 *
 * What the real page looks like (https://www.parliament.gh/docs?type=HS, 50 rows a page, older
 * pages at `&P=50`, `&P=100`, ...): a server-rendered table whose rows carry no href; each row is
 *   <tr role="button" onclick="showPDF('pb/24th July, 2026.pdf','Hansard 24th July, 2026');">
 *     <td>Friday, 24th July, 2026</td><td>Hansard 24th July, 2026</td></tr>
 * and the site's script opens `/epanel/docs/<path>`. File names are not consistent ("29th May
 * 2026.pdf", "10th June,2026.pdf", "16th July, 2026 (1).pdf", older "24may2005.pdf"). Other
 * document types (Order Paper, Votes and Proceedings, Bills) use the same page with another `type`.
 * The parser therefore accepts both `showPDF(...)` handlers and ordinary `<a href="….pdf">` links,
 * and decides what is a Hansard from the words around the link, not from the markup.
 */
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { findAll, findOne, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { fetchCapped, isHttpRequestError } from '../../delivery/http/fetch-capped.js';
import { looksLikePdf } from './extract-pdf-text.js';
import { formatSize, IngestInputError } from './input-errors.js';
import { DEFAULT_MAX_INPUT_BYTES } from './read-input-file.js';
import { MONTH_NAMES, PARLIAMENT_GH_HANSARD_LISTING_URL } from '@kakyere/contract';

export { PARLIAMENT_GH_HANSARD_LISTING_URL };

export interface HansardLink {
  /** Absolute URL of the PDF. */
  url: string;
  title: string;
  /** The sitting date (YYYY-MM-DD) when the title, file name or table row gives one. */
  date: string | null;
}

type Fetch = typeof fetch;

export interface ListOptions {
  fetch?: Fetch;
  timeoutMs?: number;
  /** Where `showPDF('<path>')` paths live; defaults to `/epanel/docs/` on the listing's host. */
  documentBase?: string;
}

export interface DownloadOptions {
  fetch?: Fetch;
  maxBytes?: number;
  timeoutMs?: number;
}

const LISTING_TIMEOUT_MS = 30_000;
const DOWNLOAD_TIMEOUT_MS = 120_000;
const MAX_LISTING_BYTES = 5 * 1024 * 1024;
const USER_AGENT = 'Kakyere-Hansard-ingest/1.0 (parliamentary transparency site)';

export async function listParliamentHansards(listingUrl: string = PARLIAMENT_GH_HANSARD_LISTING_URL, options: ListOptions = {}): Promise<HansardLink[]> {
  const { body, finalUrl } = await get(listingUrl, {
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? LISTING_TIMEOUT_MS,
    maxBytes: MAX_LISTING_BYTES,
    accept: 'text/html,application/xhtml+xml',
  });
  const html = new TextDecoder('utf-8').decode(body);
  // Relative links resolve against the page actually served, after any redirect.
  return parseHansardListing(html, finalUrl, options.documentBase);
}

export async function downloadHansard(url: string, options: DownloadOptions = {}): Promise<Uint8Array> {
  const { body, status, contentType } = await get(url, {
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_INPUT_BYTES,
    accept: 'application/pdf',
  });
  if (body.length === 0) throw new IngestInputError('download-failed', url, `HTTP ${status}, but the body is empty`);
  // The bytes decide, not the header: servers label PDFs octet-stream, and error pages 200 text/html.
  if (!looksLikePdf(body)) {
    const what = /html/i.test(contentType) ? 'an HTML page' : `${contentType.split(';')[0] || 'data'}`;
    throw new IngestInputError('download-failed', url, `HTTP ${status}, but the server sent ${what}, not a PDF`);
  }
  return body;
}

// --- HTTP ---------------------------------------------------------------------------------------

interface GetOptions {
  fetch: Fetch | undefined;
  timeoutMs: number;
  maxBytes: number;
  accept: string;
}

/** The answer to a GET, or the ingest's own error saying, in the CLI's words, why there is none. */
async function get(url: string, options: GetOptions): Promise<{ body: Uint8Array; status: number; contentType: string; finalUrl: string }> {
  try {
    const answer = await fetchCapped(url, {
      headers: { accept: options.accept, 'user-agent': USER_AGENT },
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return { body: answer.body, status: answer.status, contentType: answer.headers.get('content-type') ?? '', finalUrl: answer.url };
  } catch (error) {
    if (!isHttpRequestError(error)) throw error;
    const { size = 0, maxBytes = options.maxBytes } = error.detail;
    if (error.kind === 'too-large') throw new IngestInputError('too-large', url, `${formatSize(size)}; the limit is ${formatSize(maxBytes)}`, { cause: error });
    const reason = error.kind === 'timeout' ? `timed out after ${options.timeoutMs / 1000} s` : error.message;
    throw new IngestInputError('download-failed', url, reason, { cause: error });
  }
}

// --- Listing parser -----------------------------------------------------------------------------

const HANSARD_WORDS = /\bhansards?\b|\bofficial\s+reports?\b|\bparliamentary\s+debates?\b/i;
const OTHER_DOCUMENT_WORDS =
  /\border\s+papers?\b|\bvotes?\s+(?:and|&|&amp;)\s+proceedings?\b|\bbusiness\s+statements?\b|\bagenda\b|\bbills?\b|\bacts?\b|\bcommittee\b|\bbudget\b|\bstanding\s+orders\b|\bgazette\b|\bcommunique\b/i;

interface Candidate {
  href: string;
  /** Where a relative href is resolved. */
  base: string;
  label: string;
  context: string;
  /** The link's own text as printed, e.g. "Download PDF". */
  linkText: string;
  /** A row of the site's own document table (a `showPDF(...)` handler), not a stray link. */
  documentRow: boolean;
}

/** Link words that say nothing about the document. */
const GENERIC_LABEL = /^(?:download|view|open|read|click\s+here|here|pdf|file|\[pdf\])(?:\s+(?:the\s+)?(?:pdf|file|here|document))?$/i;

/** Exported for tests and for re-parsing a saved page; `pageUrl` resolves relative links. */
export function parseHansardListing(html: string, pageUrl: string, documentBase?: string): HansardLink[] {
  const document = parseDocument(html);
  // Scripts hold the showPDF() definition, not rows; a template is not on the page. Comments never
  // reach the text or the links: the parser keeps them as comment nodes.
  for (const hidden of findAll((e) => HIDDEN_ELEMENTS.has(e.name), document.children)) removeElement(hidden);
  const baseHref = findOne((e) => e.name === 'base' && e.attribs.href !== undefined, document.children)?.attribs.href;
  const linkBase = safeUrl(baseHref ?? '', pageUrl)?.href ?? pageUrl;
  const showPdfBase = documentBase ?? safeUrl('/epanel/docs/', pageUrl)?.href ?? pageUrl;
  // On the site's Hansard listing (`type=HS`) every row of the document table is a Hansard, even
  // one whose title is only a date; other pages need the word "Hansard" (or similar) somewhere.
  const hansardPage = /[?&]type=HS(?:&|$)/i.test(pageUrl) || /hansard/i.test(safeUrl(pageUrl, pageUrl)?.pathname ?? '');

  const candidates: Candidate[] = [];
  // findAll walks the page in document order, so candidates keep the page's order.
  for (const element of findAll((e) => LINK_ATTRIBUTES.some((name) => e.attribs[name] !== undefined), document.children)) {
    const attributes = element.attribs;
    const context = textOf(container(element));
    const inner = TEXT_ELEMENTS.has(element.name) ? textOf(element) : '';
    const titleAttribute = clean(attributes.title ?? '');
    const handler = `${attributes.onclick ?? ''} ${attributes.href ?? ''}`;
    const showPdf = /showPDF\s*\(\s*(['"])(.*?)\1\s*(?:,\s*(['"])(.*?)\3)?/i.exec(handler);
    if (showPdf) {
      const label = informative(clean(showPdf[4] ?? ''), inner, titleAttribute);
      candidates.push({ href: showPdf[2]!, base: showPdfBase, label, context, linkText: inner, documentRow: true });
      continue;
    }
    for (const name of ['href', 'data-href', 'data-url', 'data-file']) {
      const href = attributes[name];
      if (!href || /^\s*javascript:/i.test(href)) continue;
      candidates.push({ href, base: linkBase, label: informative(inner, titleAttribute), context, linkText: inner, documentRow: false });
    }
  }

  const seen = new Map<string, HansardLink>();
  for (const candidate of candidates) {
    const url = safeUrl(candidate.href.trim(), candidate.base);
    if (!url || !/^https?:$/.test(url.protocol) || !isPdfLink(candidate.href, url)) continue;
    const fileName = safeDecode(url.pathname.split('/').pop() ?? '');
    if (!isHansard(candidate, safeDecode(url.pathname), hansardPage)) continue;
    const key = `${url.host.toLowerCase()}${safeDecode(url.pathname)}${url.search}`;
    const date = sittingDate(candidate.label) ?? sittingDate(fileName) ?? sittingDate(candidate.context);
    const title = candidate.label || rowTitle(candidate) || fileName.replace(/\.pdf$/i, '');
    const existing = seen.get(key);
    if (existing) existing.date ??= date;
    else seen.set(key, { url: url.href, title, date });
  }
  return [...seen.values()];
}

/** The first text that says something about the document ("Download PDF" does not). */
const informative = (...texts: string[]) => texts.find((t) => t !== '' && !GENERIC_LABEL.test(t)) ?? '';

/** For a bare "Download" link: the rest of its table row or list item, when that is short. */
function rowTitle(candidate: Candidate): string {
  const rest = clean(candidate.linkText ? candidate.context.replace(candidate.linkText, ' ') : candidate.context);
  return rest.length <= 120 ? rest : '';
}

/** The link's own words decide first; the file path next; the table row or list item last. */
function isHansard(candidate: Candidate, path: string, hansardPage: boolean): boolean {
  if (HANSARD_WORDS.test(candidate.label)) return true;
  if (OTHER_DOCUMENT_WORDS.test(candidate.label)) return false;
  // File names run words together ("hansard24may2005.pdf", "Official_Report_...").
  if (/hansard|official.?report|parliamentary.?debate/i.test(path)) return true;
  if (OTHER_DOCUMENT_WORDS.test(path.replace(/[_+-]/g, ' '))) return false;
  if (OTHER_DOCUMENT_WORDS.test(candidate.context)) return false;
  return HANSARD_WORDS.test(candidate.context) || (hansardPage && candidate.documentRow);
}

function isPdfLink(rawHref: string, url: URL): boolean {
  return /\.pdf$/i.test(url.pathname) || /\.pdf(?:$|[?#&])/i.test(rawHref);
}

// --- Sitting dates ------------------------------------------------------------------------------

const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3).toLowerCase());
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])';
// "24th July, 2026", "29th May 2026", "10th June,2026", "14 FEBRUARY, 2012", "24may2005".
const DAY_MONTH_YEAR = new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:of\\s+)?${MONTH}\\.?,?\\s*(\\d{4})(?!\\d)`, 'i');
// "July 24, 2026".
const MONTH_DAY_YEAR = new RegExp(`${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'i');
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;
// Ghana writes dates day first.
const NUMERIC = /(?<!\d)(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?!\d)/;

/** The first date in the text as YYYY-MM-DD, or null. */
export function sittingDate(text: string): string | null {
  let m = DAY_MONTH_YEAR.exec(text);
  if (m) return isoDate(m[3]!, monthNumber(m[2]!), m[1]!);
  m = MONTH_DAY_YEAR.exec(text);
  if (m) return isoDate(m[3]!, monthNumber(m[1]!), m[2]!);
  m = ISO.exec(text);
  if (m) return isoDate(m[1]!, Number(m[2]), m[3]!);
  m = NUMERIC.exec(text);
  if (m) return isoDate(m[3]!, Number(m[2]), m[1]!);
  return null;
}

const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

function isoDate(year: string, month: number, day: string): string | null {
  const y = Number(year);
  const d = Number(day);
  const date = new Date(Date.UTC(y, month - 1, d));
  // Rejects 31st June and the like instead of rolling over into the next month.
  if (y < 1950 || y > 2100 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

// --- Reading the parsed page --------------------------------------------------------------------

const HIDDEN_ELEMENTS = new Set(['script', 'style', 'template']);
/** Where a document's address can be: a link, a click handler, the data attributes some tables use. */
const LINK_ATTRIBUTES = ['href', 'onclick', 'data-href', 'data-url', 'data-file'];
/** Elements whose own words can name the document they link to. */
const TEXT_ELEMENTS = new Set(['a', 'tr', 'li', 'button']);

/** The table row or list item around an element (or the element itself): the date of a sitting is often in the cell beside its link. */
function container(element: Element): Element | null {
  for (let node: Element | null = element; node; node = node.parent && isTag(node.parent) ? node.parent : null) {
    if (node.name === 'tr' || node.name === 'li') return node;
  }
  return null;
}

/** The words of an element as read: cells and inline elements apart ("Friday, 14th March" "Hansard"), spaces collapsed. */
const textOf = (node: AnyNode | null): string => (node ? clean(wordsOf(node)) : '');

function wordsOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (isTag(node)) return ` ${node.children.map(wordsOf).join('')} `;
  return '';
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function safeUrl(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
