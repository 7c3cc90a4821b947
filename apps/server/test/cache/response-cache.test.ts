import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/modules/platform/cache/response-cache.js';

const text = async (cache: ResponseCache, key: string, build: () => Promise<unknown>) => (await cache.get(key, build)).identity.toString();

describe('ResponseCache', () => {
  it('builds each key once and serves it from memory until the data version changes', async () => {
    let version = 'v1';
    let builds = 0;
    const cache = new ResponseCache({ readVersion: async () => version, revalidateMs: 0 });
    const build = async () => ({ n: ++builds });
    expect(await text(cache, 'a', build)).toBe('{"n":1}');
    expect(await text(cache, 'a', build)).toBe('{"n":1}');
    version = 'v2';
    expect(await text(cache, 'a', build)).toBe('{"n":2}');
  });

  it('keeps at most maxEntries, dropping the least recently used (user-chosen keys cannot grow memory)', async () => {
    const cache = new ResponseCache({ readVersion: async () => 'v', revalidateMs: 60_000, maxEntries: 2 });
    const builds: string[] = [];
    const build = (key: string) => async () => {
      builds.push(key);
      return key;
    };
    await cache.get('a', build('a'));
    await cache.get('b', build('b'));
    await cache.get('a', build('a')); // a is now the most recently used
    await cache.get('c', build('c')); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('a', build('a'));
    await cache.get('b', build('b'));
    expect(builds).toEqual(['a', 'b', 'c', 'b']);
    for (let i = 0; i < 1000; i++) await cache.get(`q${i}`, build(`q${i}`));
    expect(cache.size).toBe(2);
  });

  it('does not keep a failed build: the next request tries again', async () => {
    const cache = new ResponseCache({ readVersion: async () => 'v', revalidateMs: 60_000, maxEntries: 10 });
    await expect(cache.get('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await text(cache, 'x', async () => 'ok')).toBe('"ok"');
  });
});
