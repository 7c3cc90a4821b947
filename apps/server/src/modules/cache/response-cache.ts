import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedBody {
  /** The HTTP status the body is sent with. */
  status: number;
  etag: string;
  identity: Buffer;
  /** Compressed once, on first request for that encoding, then reused. */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  /**
   * Sent once and thrown away (a signed-in reader's page, a failed render, a cache that keeps
   * nothing): compressed fast rather than small, since nobody reuses the work.
   */
  singleUse?: boolean;
}

export interface ListCacheOptions {
  /** Returns a fingerprint of the underlying data; a change empties the cache. */
  readVersion: () => Promise<string>;
  /** How long a version check is trusted before it is made again. */
  revalidateMs: number;
  /**
   * Most entries kept; past it the least recently used goes. Needed where keys come from users
   * (search text), so a stream of distinct queries cannot grow memory without bound.
   */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Serialised, pre-compressed response bodies keyed by query. Hot lists are served from memory;
 * writes in this process call invalidate(), writes elsewhere are seen at the next version check.
 */
export class ResponseCache {
  private entries = new Map<string, Promise<CachedBody>>();
  private version: string | undefined;
  private checkedAt = -Infinity;
  private pendingCheck: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: ListCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  invalidate(): void {
    this.entries.clear();
    this.checkedAt = -Infinity;
  }

  /** The JSON of what `build` returns, cached under `key`. */
  get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    return this.getBody(key, async () => createBody(JSON.stringify(await build())));
  }

  /** A text body (a rendered page) and its status, cached under `key`. */
  getText(key: string, build: () => Promise<{ text: string; status: number }>): Promise<CachedBody> {
    return this.getBody(key, async () => {
      const { text, status } = await build();
      return createBody(text, status, { singleUse: this.options.maxEntries === 0 });
    });
  }

  private async getBody(key: string, build: () => Promise<CachedBody>): Promise<CachedBody> {
    await this.revalidate();
    let entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
      this.entries.delete(key);
    } else {
      entry = build();
      // A failed build must not poison the cache.
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    this.entries.set(key, entry);
    const max = this.options.maxEntries ?? Infinity;
    while (this.entries.size > max) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  private async revalidate(): Promise<void> {
    if (this.now() - this.checkedAt < this.options.revalidateMs) return;
    this.pendingCheck ??= this.options
      .readVersion()
      .then((version) => {
        if (version !== this.version) this.entries.clear();
        this.version = version;
        this.checkedAt = this.now();
      })
      .finally(() => {
        this.pendingCheck = undefined;
      });
    await this.pendingCheck;
  }
}

/** A body built like a cached one, for an answer that must not be cached (a failed render). */
export function createBody(text: string, status = 200, { singleUse = false }: { singleUse?: boolean } = {}): CachedBody {
  const identity = Buffer.from(text);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status, etag, identity, encoded: {}, singleUse };
}

// Brotli 9 is worth its ~7 ms on a page only when the result is reused; once, quality 4 is ~1 ms
// and within a few percent of the size (measured on a rendered page: bench/README.md, render bench).
const BROTLI_QUALITY = { reused: 9, once: 4 } as const;

export function encodeBody(body: CachedBody, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(body.identity);
  body.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(body.identity, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: body.singleUse ? BROTLI_QUALITY.once : BROTLI_QUALITY.reused,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.identity.length,
          },
        })
      : gz(body.identity, { level: body.singleUse ? 6 : 9 });
  return body.encoded[encoding];
}

/** Picks the best encoding the client accepts (q=0 excludes one). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
