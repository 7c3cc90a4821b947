/**
 * The open-data files (issue 31) and the data versions they are made from: each is made again when
 * its data changes, and is otherwise the same bytes under the same ETag.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { BulkKind, PopoloPeopleFile } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { ResponseCache, type CachedBody } from '../../platform/cache/response-cache.js';
import { VersionedCache } from '../../platform/cache/versioned-cache.js';
import { selectBillDataVersion } from '../bills/bill-repository.js';
import { selectHansardDataVersion } from '../hansards/hansard-repository.js';
import { exportPopolo } from '../people/export-popolo.js';
import { selectPeopleDataVersion } from '../people/people-data-version.js';
import { BULK_LINES } from './bulk-lines.js';

/**
 * What each file is made from. A sitting links its Members present and speakers to people; a bill's
 * debates link to sittings.
 */
function versionReaders(db: Database): Record<BulkKind | 'popolo', () => Promise<string>> {
  const hansard = () => selectHansardDataVersion(db);
  const bill = () => selectBillDataVersion(db);
  const people = () => selectPeopleDataVersion(db);
  const both = (a: () => Promise<string>, b: () => Promise<string>) => async () => (await Promise.all([a(), b()])).join('|');
  return { sittings: both(hansard, people), bills: both(bill, hansard), people, popolo: people };
}

/**
 * The sittings file holds every speech (hundreds of megabytes for 3,000 sittings), so it is kept on
 * disk, gzipped, once per data version, not in memory; the bills and people files are a few
 * megabytes and kept in memory.
 */
const isKept = (kind: BulkKind): kind is Exclude<BulkKind, 'sittings'> => kind !== 'sittings';

/**
 * A kept file's body, or a file on disk: its ETag (from its data version) and its gzipped bytes, or
 * its lines for a client that takes no gzip.
 */
export type BulkBody = { kept: CachedBody } | { etag: string; gzipped: () => Readable; lines: () => Readable };

type KeptFile = 'bills' | 'people' | 'popolo';

export class OpenDataFiles {
  private readonly versions: ReturnType<typeof versionReaders>;
  private readonly caches: Record<KeptFile, ResponseCache>;
  /**
   * The sittings file on disk, made once per data version however many ask (the version checked at
   * most once a revalidation window, like every other cache).
   */
  private readonly sittingsFile: VersionedCache;
  /** This process's own folder for files kept on disk (made on first use, removed on close). */
  private folder: Promise<string> | null = null;

  constructor(
    private readonly db: Database,
    revalidateMs: number,
  ) {
    this.versions = versionReaders(db);
    const cache = (file: KeptFile) => new ResponseCache({ readVersion: this.versions[file], revalidateMs, maxEntries: 1 });
    this.caches = { bills: cache('bills'), people: cache('people'), popolo: cache('popolo') };
    this.sittingsFile = new VersionedCache({ readVersion: this.versions.sittings, revalidateMs, maxEntries: 1 });
  }

  /** The Popolo file of everyone (GET /api/people.popolo.json). */
  popolo(): Promise<CachedBody> {
    return this.caches.popolo.get('popolo', (): Promise<PopoloPeopleFile> => exportPopolo(this.db));
  }

  /** A bulk file: kept and ready, or its ETag and a way to make it. */
  async bulk(kind: BulkKind): Promise<BulkBody> {
    const make = BULK_LINES[kind];
    if (isKept(kind)) {
      const kept = await this.caches[kind].getText(kind, async () => {
        const lines: string[] = [];
        for await (const line of make(this.db)) lines.push(line);
        return { text: lines.join(''), status: 200 };
      });
      return { kept };
    }
    const { etag, file } = await this.sittingsFile.get(kind, async () => {
      const etag = `"${kind}-${createHash('sha1').update(await this.versions[kind]()).digest('base64url')}"`;
      return { etag, file: await this.writeGzipped(etag, Readable.from(make(this.db))) };
    });
    return { etag, gzipped: () => createReadStream(file), lines: () => createReadStream(file).pipe(createGunzip()) };
  }

  /** Removes the files kept on disk. */
  async close(): Promise<void> {
    if (this.folder) await rm(await this.folder, { recursive: true, force: true });
  }

  /**
   * The lines gzipped into the file of this ETag: written beside its final name and renamed, so a
   * reader never sees half a file; earlier versions' files are removed once it is there (a download
   * still reading one keeps it open).
   */
  private async writeGzipped(etag: string, lines: Readable): Promise<string> {
    this.folder ??= mkdtemp(path.join(tmpdir(), 'kakyere-open-data-'));
    const folder = await this.folder;
    const name = `${etag.replace(/[^A-Za-z0-9_-]/g, '')}.jsonl.gz`;
    const file = path.join(folder, name);
    await pipeline(lines, createGzip({ level: 6 }), createWriteStream(`${file}.part`));
    await rename(`${file}.part`, file);
    for (const other of await readdir(folder)) if (other !== name && !other.endsWith('.part')) await rm(path.join(folder, other), { force: true });
    return file;
  }
}
