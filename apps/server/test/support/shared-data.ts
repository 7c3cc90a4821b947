import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../../src/config.js';

/**
 * The real public data (Official Reports of 2011-2012, other parliaments' Hansards) lives in
 * ../shared/data beside the checkout; CI has it, a fresh clone does not, and it may not be copied
 * into the repository. Tests that only make sense on it (evaluations against hand-checked lists,
 * speed on the largest real sitting) run through `describeWithSharedData`; everything else runs on
 * the fixtures in test/fixtures/official-report.
 */
export const sharedDataDir = path.resolve(repoRoot, '../shared/data');

/** The ten real sittings of 2011-2012 and their INDEX.json. */
export const ghanaHansardsDir = path.join(sharedDataDir, 'hansards/ghana_2011_2012');

export const hasSharedData = existsSync(path.join(ghanaHansardsDir, 'INDEX.json'));

/** The enacted texts of seven Acts, section by section (`npm run import:bill-text` reads this layout). */
export const billTextsDir = path.join(sharedDataDir, 'bill_texts');

/** The line printed for a suite skipped because the data is absent; `what` names the records it needs. */
export function sharedDataSkipLine(title: string, what = 'real Official Reports'): string {
  return `Skipped "${title}": needs ../shared/data (${what}), which is not beside this checkout; CI has it.`;
}

/**
 * `describe(title, fn)` when ../shared/data is there. Otherwise the suite is reported as skipped,
 * its body is not run (it would read files that are not there), and one line saying why is printed
 * while the file is collected, so the skip is visible in the default reporter's output.
 */
export function describeWithSharedData(title: string, fn: () => void, what?: string): void {
  if (hasSharedData) {
    describe(title, fn);
    return;
  }
  console.log(sharedDataSkipLine(title, what));
  describe.skip(title, () => {
    it('needs ../shared/data', () => {});
  });
}
