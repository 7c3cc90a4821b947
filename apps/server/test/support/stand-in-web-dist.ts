import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../src/config.js';

/**
 * A web build for page tests: the app's own index.html and a stand-in server renderer
 * (dist-server/entry-server.js, which `npm run build` makes) written from `entryServer`. Returns
 * the folder to pass as WEB_DIST_DIR and a function that removes it.
 */
export function standInWebDist(name: string, entryServer: string): { dist: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), `kakyere-${name}-`));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(root, 'dist-server'));
  copyFileSync(path.join(repoRoot, 'apps/web/index.html'), path.join(dist, 'index.html'));
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), entryServer);
  return { dist, remove: () => rmSync(root, { recursive: true, force: true }) };
}
