export interface VersionedCacheOptions {
  /** Returns a fingerprint of the underlying data; a change empties the cache. */
  readVersion: () => Promise<string>;
  /** How long a version check is trusted before it is made again. */
  revalidateMs: number;
  /**
   * Most entries kept; past it the least recently used goes. Needed where keys come from users
   * (search text, addresses), so a stream of distinct keys cannot grow memory without bound.
   */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Values built once per key and kept until the data they come from changes, which a version check
 * (at most every `revalidateMs`) notices, whichever process wrote. Callers share a value, so it
 * must be treated as read-only.
 */
export class VersionedCache {
  private entries = new Map<string, Promise<unknown>>();
  private version: string | undefined;
  private checkedAt = -Infinity;
  private pendingCheck: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: VersionedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What `build` returns, kept under `key` (a key is always built by the same kind of function). */
  async get<T>(key: string, build: () => Promise<T>): Promise<T> {
    await this.revalidate();
    let entry = this.entries.get(key) as Promise<T> | undefined;
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
    const max = this.options.maxEntries ?? Infinity;
    if (max > 0) this.entries.set(key, entry);
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
