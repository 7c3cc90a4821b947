import type { Database } from '@kakyere/db';

/**
 * `read`, remembered per database for `ttlMs`: what a search needs of a small table (names,
 * abbreviations) without a statement each time; what changes shows within that. A failed read is
 * forgotten, so the next search tries again.
 */
export function readAtMostEvery<T>(ttlMs: number, read: (db: Database) => Promise<T>): (db: Database, now?: number) => Promise<T> {
  const cache = new WeakMap<Database, { at: number; value: Promise<T> }>();
  return (db, now = Date.now()) => {
    const cached = cache.get(db);
    if (cached && now - cached.at < ttlMs) return cached.value;
    const value = read(db);
    cache.set(db, { at: now, value });
    value.catch(() => cache.delete(db));
    return value;
  };
}
