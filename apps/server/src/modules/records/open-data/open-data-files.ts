/**
 * The open-data files (issue 31) and the data versions they are made from: each is made again when
 * its data changes, and is otherwise the same bytes under the same ETag.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BulkKind, PopoloPeopleFile } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { ResponseCache, type CachedBody } from '../../platform/cache/response-cache.js';
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
 * The sittings file holds every speech (hundreds of megabytes for 3,000 sittings), so it is made as
 * it is sent rather than kept; the bills and people files are a few megabytes and kept in memory.
 */
const isKept = (kind: BulkKind): kind is Exclude<BulkKind, 'sittings'> => kind !== 'sittings';

/** A kept file's body, or a made-as-sent file's ETag (from its data version) and a way to make it. */
export type BulkBody = { kept: CachedBody } | { etag: string; lines: () => Readable };

type KeptFile = 'bills' | 'people' | 'popolo';

export class OpenDataFiles {
  private readonly versions: ReturnType<typeof versionReaders>;
  private readonly caches: Record<KeptFile, ResponseCache>;

  constructor(
    private readonly db: Database,
    revalidateMs: number,
  ) {
    this.versions = versionReaders(db);
    const cache = (file: KeptFile) => new ResponseCache({ readVersion: this.versions[file], revalidateMs, maxEntries: 1 });
    this.caches = { bills: cache('bills'), people: cache('people'), popolo: cache('popolo') };
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
    const version = await this.versions[kind]();
    return { etag: `"${kind}-${createHash('sha1').update(version).digest('base64url')}"`, lines: () => Readable.from(make(this.db)) };
  }
}
