import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Sittings written for the tests in the layout of the Official Report (see the README beside
 * them): not transcripts, but real dates, covers, bills and Members, with the print's OCR slips.
 */
export const officialReportFixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/official-report');

export const FIXTURES = {
  /** Special Meeting, Wednesday 24 August 2011: maritime bills passed; seeded as 2011-08-24. */
  special: 'special-meeting-2011-08-24.txt',
  /** First Meeting, Thursday 2 February 2012: Data Protection Bill passed; seeded as 2012-02-02. */
  dataProtection: 'first-meeting-2012-02-02.txt',
  /** Third Meeting, Wednesday 26 October 2011: Questions to the Minister for Education; running heads. */
  education: 'third-meeting-2011-10-26.txt',
} as const;

export const FIXTURE_FILES: string[] = Object.values(FIXTURES);

/**
 * A sitting wholly invented (bills, Members, date), outside FIXTURE_FILES: its contents list prints
 * two bill names with OCR spaces inside a word and the year, the proceedings print them whole.
 */
export const BROKEN_CONTENTS_FIXTURE = 'fictional-split-contents-2029-11-13.txt';

export const fixturePath = (file: string): string => path.join(officialReportFixturesDir, file);

export const readFixture = (file: string): string => readFileSync(fixturePath(file), 'utf8');
