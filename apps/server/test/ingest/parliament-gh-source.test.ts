import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestInputError } from '../../src/modules/records/ingest/input-errors.js';
import {
  downloadHansard,
  listParliamentHansards,
  parseHansardListing,
  PARLIAMENT_GH_HANSARD_LISTING_URL,
  sittingDate,
} from '../../src/modules/records/ingest/parliament-gh-source.js';
import { readInputBytes } from '../../src/modules/records/ingest/read-input-file.js';
import { FIXTURE_RIGHT_COLUMN, makeTwoColumnHansardPdf } from '../fixtures/ingest/make-test-pdf.js';

const listingHtml = await readFile(new URL('../fixtures/ingest/parliament-hansards.html', import.meta.url), 'utf8');
const pdf = await makeTwoColumnHansardPdf();

let server: Server;
let base: string;

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (path === '/docs' && url.searchParams.get('type') === 'HS') return send(res, 200, 'text/html; charset=utf-8', listingHtml);
    if (path === '/old-hansard-page') {
      res.writeHead(301, { location: '/docs?type=HS' });
      return res.end();
    }
    if (path === '/listing-down') return send(res, 500, 'text/html', '<h1>Server error</h1>');
    if (path === '/missing.pdf') return send(res, 404, 'text/html', '<h1>Not found</h1>');
    if (path === '/broken.pdf') return send(res, 500, 'text/plain', 'boom');
    if (path === '/soft-404.pdf') return send(res, 200, 'text/html; charset=utf-8', '<html><body>Document not found</body></html>');
    if (path === '/empty.pdf') return send(res, 200, 'application/pdf', '');
    if (path === '/octet.pdf') return send(res, 200, 'application/octet-stream', pdf);
    if (path === '/latest.pdf') {
      res.writeHead(302, { location: '/epanel/docs/pb/14th March, 2025.pdf'.replaceAll(' ', '%20') });
      return res.end();
    }
    if (path === '/chunked.pdf') {
      // No content-length: the size cap must hold while streaming.
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(pdf);
    }
    if (path === '/slow-body.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.write('%PDF-1.7\n'); // ...and never finishes.
    }
    if (path === '/no-answer.pdf') return; // never even sends headers
    if (path.startsWith('/epanel/docs/pb/') || path.startsWith('/hansards/')) return send(res, 200, 'application/pdf', pdf);
    send(res, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<IngestInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IngestInputError);
  return error as IngestInputError;
}

const expectedListing = () => [
  { url: `${base}/epanel/docs/pb/14th%20March,%202025.pdf`, title: 'Hansard 14th March, 2025', date: '2025-03-14' },
  { url: `${base}/epanel/docs/pb/13th%20March%202025.pdf`, title: 'Hansard 13th March, 2025', date: '2025-03-13' },
  { url: `${base}/epanel/docs/pb/12th%20March,2025%20(1).pdf`, title: 'Hansard 12th March,2025', date: '2025-03-12' },
  { url: `${base}/epanel/docs/pb/11th%20March,%202025.pdf`, title: 'Tuesday, 11th March, 2025', date: '2025-03-11' },
  { url: `${base}/epanel/docs/pb/7th%20March,%202025.pdf`, title: 'Hansard 7th March, 2025', date: '2025-03-07' },
  { url: `${base}/hansards/Hansard%2028th%20February%2C%202025.pdf`, title: 'Hansard 28th February, 2025', date: '2025-02-28' },
  { url: `${base}/hansards/official-report-2025-02-27.pdf`, title: 'Thursday, 27th February, 2025', date: '2025-02-27' },
  { url: `${base}/hansards/hansard26feb2025.pdf`, title: 'Hansard, 26 February 2025', date: '2025-02-26' },
  {
    url: 'https://archive.example.org/hansards/Hansard%2020th%20February%202025.pdf',
    title: 'Hansard 20th February 2025 (archive copy)',
    date: '2025-02-20',
  },
];

describe('listParliamentHansards', () => {
  it('points at the real listing by default', () => {
    expect(PARLIAMENT_GH_HANSARD_LISTING_URL).toBe('https://www.parliament.gh/docs?type=HS');
  });

  it('lists the Hansard PDFs of the saved page, in page order, de-duplicated, with sitting dates', async () => {
    expect(await listParliamentHansards(`${base}/docs?type=HS`)).toEqual(expectedListing());
  });

  it('ignores Order Papers, Votes and Proceedings, Bills, other PDFs, non-PDF links, comments and scripts', async () => {
    const urls = (await listParliamentHansards(`${base}/docs?type=HS`)).map((l) => decodeURIComponent(l.url));
    for (const unwanted of ['Order Paper', 'OP-14', 'Votes and Proceedings', 'Bill', 'strategic-plan', 'should-not-appear', '19th February', 'P=50', 'search']) {
      expect(urls.join('\n')).not.toContain(unwanted);
    }
  });

  it('returns absolute URLs resolved against the page actually served (after a redirect)', async () => {
    const listing = await listParliamentHansards(`${base}/old-hansard-page`);
    expect(listing).toEqual(expectedListing());
    for (const { url } of listing) expect(new URL(url).href).toBe(url);
  });

  it('uses the fetch it is given', async () => {
    const requested: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      requested.push(String(input));
      return new Response('<a href="/files/Hansard 2nd May, 2025.pdf">Hansard 2nd May, 2025</a>', { headers: { 'content-type': 'text/html' } });
    };
    const listing = await listParliamentHansards('https://parliament.example/hansard', { fetch: fakeFetch });
    expect(requested).toEqual(['https://parliament.example/hansard']);
    expect(listing).toEqual([{ url: 'https://parliament.example/files/Hansard%202nd%20May,%202025.pdf', title: 'Hansard 2nd May, 2025', date: '2025-05-02' }]);
  });

  it('download-failed when the listing page cannot be fetched', async () => {
    const error = await failure(listParliamentHansards(`${base}/listing-down`));
    expect(error.code).toBe('download-failed');
    expect(error.message).toBe(`${base}/listing-down: download failed (HTTP 500 Internal Server Error)`);
  });
});

describe('downloadHansard', () => {
  it('downloads a listed PDF, which then reads as text', async () => {
    const [first] = await listParliamentHansards(`${base}/docs?type=HS`);
    const bytes = await downloadHansard(first!.url);
    expect(bytes).toEqual(pdf);
    const input = await readInputBytes(bytes, first!.url);
    expect(input.kind).toBe('pdf');
    expect(input.text).toContain(FIXTURE_RIGHT_COLUMN[3]);
  });

  it('follows redirects and trusts the bytes over a generic content-type', async () => {
    expect(await downloadHansard(`${base}/latest.pdf`)).toEqual(pdf);
    expect(await downloadHansard(`${base}/octet.pdf`)).toEqual(pdf);
  });

  it('download-failed with the HTTP status: 404', async () => {
    const error = await failure(downloadHansard(`${base}/missing.pdf`));
    expect(error.code).toBe('download-failed');
    expect(error.message).toBe(`${base}/missing.pdf: download failed (HTTP 404 Not Found)`);
  });

  it('download-failed with the HTTP status: 500', async () => {
    const error = await failure(downloadHansard(`${base}/broken.pdf`));
    expect(error.message).toBe(`${base}/broken.pdf: download failed (HTTP 500 Internal Server Error)`);
  });

  it('download-failed when the body is not a PDF (an error page served with 200)', async () => {
    const error = await failure(downloadHansard(`${base}/soft-404.pdf`));
    expect(error.code).toBe('download-failed');
    expect(error.message).toBe(`${base}/soft-404.pdf: download failed (HTTP 200, but the server sent an HTML page, not a PDF)`);
  });

  it('download-failed when the body is empty', async () => {
    const error = await failure(downloadHansard(`${base}/empty.pdf`));
    expect(error.message).toBe(`${base}/empty.pdf: download failed (HTTP 200, but the body is empty)`);
  });

  it('times out when the server stops sending, and when it never answers', async () => {
    const slow = await failure(downloadHansard(`${base}/slow-body.pdf`, { timeoutMs: 300 }));
    expect(slow.code).toBe('download-failed');
    expect(slow.message).toBe(`${base}/slow-body.pdf: download failed (timed out after 0.3 s)`);
    const silent = await failure(downloadHansard(`${base}/no-answer.pdf`, { timeoutMs: 300 }));
    expect(silent.message).toBe(`${base}/no-answer.pdf: download failed (timed out after 0.3 s)`);
  });

  it('too-large, whether or not the server declares a length', async () => {
    const declared = await failure(downloadHansard(`${base}/octet.pdf`, { maxBytes: 1000 }));
    expect(declared.code).toBe('too-large');
    expect(declared.message).toBe(`${base}/octet.pdf: the file is too large (${Math.ceil(pdf.length / 1024)} KB; the limit is 1 KB)`);
    const streamed = await failure(downloadHansard(`${base}/chunked.pdf`, { maxBytes: 1000 }));
    expect(streamed.code).toBe('too-large');
  });

  it('download-failed when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/x.pdf`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(downloadHansard(url));
    expect(error.code).toBe('download-failed');
    expect(error.message).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/x\.pdf: download failed \(network error: .*ECONNREFUSED.*\)$/);
  });
});

describe('parseHansardListing', () => {
  it('honours <base href> and entity-encoded URLs', () => {
    const html = '<base href="https://cdn.example/docs/"><a href="Hansard%201st%20June%202025.pdf?v=1&amp;x=2">Hansard 1st June 2025</a>';
    expect(parseHansardListing(html, 'https://parliament.example/list')).toEqual([
      { url: 'https://cdn.example/docs/Hansard%201st%20June%202025.pdf?v=1&x=2', title: 'Hansard 1st June 2025', date: '2025-06-01' },
    ]);
  });

  it('takes the date from the table row when the link text has none', () => {
    const html = '<table><tr><td>Tuesday, 3rd June, 2025</td><td><a href="/x/hansard.pdf">Hansard</a></td></tr></table>';
    expect(parseHansardListing(html, 'https://p.example/')[0]?.date).toBe('2025-06-03');
  });

  it('reads list items and rows the page leaves unclosed, as a browser does', () => {
    const html = `<ul><li>Hansard 1st June 2025 <a href="/a.pdf">Download</a>
      <li>Order Paper 1st June 2025 <a href="/b.pdf">Download</a></ul>
      <table><tr><td>Tuesday, 3rd June, 2025<td><a href="/c.pdf">Hansard</a><tr><td>Bill<td><a href="/d.pdf">PDF</a></table>`;
    expect(parseHansardListing(html, 'https://p.example/')).toEqual([
      { url: 'https://p.example/a.pdf', title: 'Hansard 1st June 2025', date: '2025-06-01' },
      { url: 'https://p.example/c.pdf', title: 'Hansard', date: '2025-06-03' },
    ]);
  });
});

describe('sittingDate', () => {
  it.each([
    ['Hansard 24th July, 2026', '2026-07-24'],
    ['29th May 2026', '2026-05-29'],
    ['10th June,2026', '2026-06-10'],
    ['TUESDAY, 14 FEBRUARY, 2012', '2012-02-14'],
    ['24may2005', '2005-05-24'],
    ['1st Sept. 2025', '2025-09-01'],
    ['July 24, 2026', '2026-07-24'],
    ['official-report-2025-02-27', '2025-02-27'],
    ['03/06/2025', '2025-06-03'],
    ['31st June, 2025', null],
    ['Hansard', null],
  ])('%s → %s', (text, iso) => {
    expect(sittingDate(text)).toBe(iso);
  });
});
