import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../src/config.js';

/**
 * A web dist folder holding only the web app's own index.html, so the server serves pages (their
 * head, status and headers) without a build: a change that loses the head markers fails the tests.
 */
export function createShellDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kakyere-shell-'));
  copyFileSync(path.join(repoRoot, 'apps/web/index.html'), path.join(dir, 'index.html'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
