import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { VersionedCache, type VersionedCacheOptions } from './versioned-cache.js';

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

/** Serialised, pre-compressed response bodies keyed by query: hot lists are served from memory. */
export class ResponseCache {
  private readonly bodies: VersionedCache;

  constructor(private readonly options: VersionedCacheOptions) {
    this.bodies = new VersionedCache(options);
  }

  get size(): number {
    return this.bodies.size;
  }

  /** The JSON of what `build` returns, cached under `key`. */
  get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    return this.bodies.get(key, async () => createBody(JSON.stringify(await build())));
  }

  /** A text body (a rendered page) and its status, cached under `key`. */
  getText(key: string, build: () => Promise<{ text: string; status: number }>): Promise<CachedBody> {
    return this.bodies.get(key, async () => {
      const { text, status } = await build();
      return createBody(text, status, { singleUse: this.options.maxEntries === 0 });
    });
  }
}

/**
 * The answer bodies of domain values another cache keeps (a bill's journey, which the pages read
 * too): each serialised once, for as long as that cache hands out the same value, and let go with
 * it. So the value is cached once, and its answer is not rebuilt per request.
 */
export class ValueBodies<T extends object> {
  private readonly bodies = new WeakMap<T, CachedBody>();

  /** `answer` wraps a value in what the API sends (its envelope). */
  constructor(private readonly answer: (value: T) => unknown) {}

  of(value: T): CachedBody {
    let body = this.bodies.get(value);
    if (!body) {
      body = createBody(JSON.stringify(this.answer(value)));
      this.bodies.set(value, body);
    }
    return body;
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
