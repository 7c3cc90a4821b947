import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create } from 'xmlbuilder2';

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

/** What the tests read of a parsed document (the DOM xmlbuilder2 parses into; the server has no DOM types). */
export interface AknElement {
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): Iterable<AknElement> & ArrayLike<AknElement>;
}

export interface AknDocument {
  readonly documentElement: AknElement;
  getElementsByTagName(name: string): Iterable<AknElement> & ArrayLike<AknElement>;
}

export const parseAkn = (xml: string): AknDocument => create(xml).node as unknown as AknDocument;
