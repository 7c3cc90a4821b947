import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The OASIS Akoma Ntoso 3.0 schema, copied with its notice (test/fixtures/akoma-ntoso/NOTICE.md). */
export const aknSchemaPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/akoma-ntoso/akomantoso30.xsd');

/** Whether xmllint (Debian's libxml2-utils, which .ci/run installs) is on this machine. */
export const hasXmllint = (() => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export const XMLLINT_SKIP_LINE = 'Skipped the Akoma Ntoso schema checks: xmllint is not installed (apt-get install libxml2-utils; .ci/run does).';

/** xmllint's verdict on a document against the OASIS schema: ok, and what it printed. */
export function validateAkn(xml: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kakyere-akn-'));
  try {
    const file = path.join(dir, 'main.xml');
    writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--schema', aknSchemaPath, file], { encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
