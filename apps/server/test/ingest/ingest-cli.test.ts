import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HansardSchema } from '@kakyere/contract';
import { repoRoot } from '../../src/config.js';
import { makeTwoColumnPdfFromText } from '../fixtures/ingest/make-test-pdf.js';
import { FIXTURES, fixturePath } from '../support/official-report-fixtures.js';

// The command as a user runs it: a separate process on its own embedded database, on sittings
// written for the tests (test/fixtures/official-report) whose dates the seed has records for.
const special = fixturePath(FIXTURES.special); // Special Meeting, 24 August 2011
const dataProtection = fixturePath(FIXTURES.dataProtection); // 2 February 2012
const cli = path.join(repoRoot, 'apps/server/src/cli/ingest.ts');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kakyere-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function runIngest(args: string[], dataDir: string, extraEnv: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...extraEnv };
    execFile(tsx, [cli, ...args], { env, cwd: repoRoot, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('npm run ingest', () => {
  it('prints records as JSON, reports each bad file on one line, stores nothing in a dry run, and exits non-zero', async () => {
    const notes = path.join(dir, 'notes.txt');
    await writeFile(notes, 'Shopping list: yams, plantain, palm oil.\n');
    const dataDir = path.join(dir, 'dry');
    const run = await runIngest(['--json', '--dry-run', special, path.join(dir, 'missing.pdf'), notes], dataDir);

    expect(run.code).toBe(1);
    const records = z.array(HansardSchema).parse(JSON.parse(run.stdout));
    expect(records.map((r) => r.id)).toEqual(['2011-08-24']);
    expect(records[0]!.raw_text).toContain('The House met at');
    expect(run.stderr).toMatch(/^error: .*missing\.pdf: no such file$/m);
    expect(run.stderr).toMatch(/^error: .*notes\.txt: .+$/m);
    expect(run.stderr).toContain('1 ingested, 2 failed (dry run: nothing stored)');

    // Nothing was stored: the same sitting ingested for real is new, and it is the editor's seed it
    // updates, whose summary stays shown beside the stored machine analysis.
    const real = await runIngest([special], dataDir);
    expect(real.code).toBe(0);
    expect(real.stderr).toMatch(/special-meeting-2011-08-24\.txt: updated 2011-08-24 /);
    expect(real.stderr).toContain("; stored as analysis version 2, the editors' version 1 is still shown (--show-version to change)");
    // What an editor checks first: how many of the sitting's speeches name the person who spoke.
    expect(real.stderr).toMatch(/; (\d+) speeches, (\d+) with their speaker identified/);
    const [, total, attributed] = /; (\d+) speeches, (\d+) with their speaker identified/.exec(real.stderr)!;
    expect(Number(attributed)).toBeGreaterThan(0);
    expect(Number(attributed)).toBeLessThanOrEqual(Number(total));
  }, 240_000);

  it('writes all of a long --json output into a pipe, and a dry run creates no database', async () => {
    // More than a pipe's 64 KB buffer: the command used to exit before the reader had taken it all.
    const files = Object.values(FIXTURES).map(fixturePath);
    const inputs = [...files, ...files, ...files, ...files].map((f) => `'${f}'`).join(' ');
    const dataDir = path.join(dir, 'piped');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const counted = await new Promise<string>((resolve, reject) => {
      // A real shell pipeline, with the reader in another process, as the README shows it.
      execFile('sh', ['-c', `'${tsx}' '${cli}' --json --dry-run ${inputs} 2>/dev/null | tee '${path.join(dir, 'piped.json')}' | wc -c`], { env, cwd: repoRoot, timeout: 120_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout.trim()),
      );
    });
    const text = await readFile(path.join(dir, 'piped.json'), 'utf8');
    expect(Number(counted)).toBeGreaterThan(65_536);
    expect(Number(counted)).toBe(Buffer.byteLength(text));
    expect(z.array(HansardSchema).parse(JSON.parse(text))).toHaveLength(files.length * 4);
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);

  describe('--source parliament-gh', () => {
    let server: Server;
    let listingUrl: string;
    const requested: string[] = [];

    beforeAll(async () => {
      const pdfs = new Map<string, Uint8Array>([
        ['/epanel/docs/pb/24th August, 2011.pdf', (await makeTwoColumnPdfFromText(await readFile(special, 'utf8'), 4)).pdf],
        ['/epanel/docs/pb/2nd February, 2012.pdf', (await makeTwoColumnPdfFromText(await readFile(dataProtection, 'utf8'), 4)).pdf],
      ]);
      const listing = `<!doctype html><html><body><table class="doc-table"><tbody>
        <tr role="button" onclick="showPDF('pb/24th August, 2011.pdf','Hansard 24th August, 2011');"><td>Wednesday, 24th August, 2011</td><td>Hansard 24th August, 2011</td></tr>
        <tr role="button" onclick="showPDF('pb/2nd February, 2012.pdf','Hansard 2nd February, 2012');"><td>Thursday, 2nd February, 2012</td><td>Hansard 2nd February, 2012</td></tr>
        <tr role="button" onclick="showPDF('op/Order Paper 2nd February, 2012.pdf','Order Paper 2nd February, 2012');"><td>Thursday, 2nd February, 2012</td><td>Order Paper</td></tr>
      </tbody></table></body></html>`;
      server = createServer((req, res) => {
        const url = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        requested.push(url);
        if (url === '/docs' || url === '/env-listing') return res.writeHead(200, { 'content-type': 'text/html' }).end(listing);
        const pdf = pdfs.get(url);
        if (pdf) return res.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(pdf));
        res.writeHead(404).end('not found');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      listingUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs?type=HS`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('downloads and ingests the listed sittings, then skips them the next time', async () => {
      const dataDir = path.join(dir, 'source');
      const first = await runIngest(['--source', 'parliament-gh', '--source-url', listingUrl], dataDir);
      expect(first.stderr).toContain(`2 Hansards listed at ${listingUrl}; 2 not yet ingested.`);
      expect(first.stderr).toContain('2 ingested, 0 failed.');
      expect(first.code).toBe(0);
      expect(requested).not.toContain('/epanel/docs/op/Order Paper 2nd February, 2012.pdf');

      const second = await runIngest(['--json', '--source', 'parliament-gh', '--source-url', listingUrl], dataDir);
      expect(second.stderr).toContain('2 Hansards listed');
      expect(second.stderr).toContain('0 not yet ingested');
      expect(JSON.parse(second.stdout)).toEqual([]);
    }, 240_000);

    it('reads INGEST_SOURCE_URL, as the scheduled job does, when no --source-url is given', async () => {
      const envListingUrl = listingUrl.replace('/docs?', '/env-listing?');
      requested.length = 0;
      const run = await runIngest(['--json', '--dry-run', '--source', 'parliament-gh'], path.join(dir, 'from-env'), { INGEST_SOURCE_URL: envListingUrl });
      expect(run.stderr).toContain(`2 Hansards listed at ${envListingUrl}; 2 not yet ingested.`);
      expect(requested.slice(0, 1)).toEqual(['/env-listing']);
      expect(requested).toContain('/epanel/docs/pb/24th August, 2011.pdf');
      expect(z.array(HansardSchema).parse(JSON.parse(run.stdout)).map((r) => r.id)).toEqual(['2011-08-24', '2012-02-02']);
      expect(run.code).toBe(0);
    }, 240_000);

    it('reports a listing it cannot read on one line, and exits non-zero', async () => {
      const down = listingUrl.replace('/docs?', '/gone?');
      const run = await runIngest(['--dry-run', '--source', 'parliament-gh'], path.join(dir, 'down'), { INGEST_SOURCE_URL: down });
      expect(run.stderr).toContain(`error: ${down}: download failed (HTTP 404 Not Found)`);
      expect(run.stderr).toContain('0 ingested, 1 failed (dry run: nothing stored).');
      expect(run.code).toBe(1);
    }, 60_000);

    it('refuses an unknown source with usage help', async () => {
      const run = await runIngest(['--source', 'hansard-society'], path.join(dir, 'unused'));
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Unknown source "hansard-society"; the only source is parliament-gh.');
      expect(run.stderr).toContain('Usage: npm run ingest');
    }, 60_000);
  });
});
