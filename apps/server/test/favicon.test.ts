import { cpSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';
import { createShellDist } from './support/web-shell.js';
import { createTestApp, type TestApp } from './test-app.js';

// The built web app as `npm run build` lays it out: index.html, and apps/web/public copied beside it.
const shell = createShellDist();
cpSync(path.join(repoRoot, 'apps/web/public'), shell.dir, { recursive: true });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: shell.dir });
});
afterAll(async () => {
  await t.close();
  shell.remove();
});

describe('/favicon.ico', () => {
  it('is an icon (browsers, feed readers and crawlers ask for it whatever the page says)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const ico = res.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      sizes.push(ico.readUInt8(entry) || 256);
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      expect(ico.subarray(offset, offset + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32]));
    expect((await t.app.inject({ method: 'HEAD', url: '/favicon.ico' })).statusCode).toBe(200);
  });
});

