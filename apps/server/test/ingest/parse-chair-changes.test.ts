import { describe, expect, it } from 'vitest';
import { parseOfficialReport } from '../../src/modules/records/ingest/parse-official-report.js';

/** A short fictional sitting in Official Report style: the Chair changes hands twice, once marked without "THE". */
const TEXT = `PARLIAMENTARY DEBATES
OFFICIAL REPORT
TUESDAY, 10TH MARCH, 2020

[201]

The House met at 10.00 a.m.

[MADAM SPEAKER IN THE CHAIR]

PRAYERS

Madam Speaker: Hon Members, we begin.

Mr Kofi Agyekum: Madam Speaker, I thank you.

[202]

Madam Speaker: The First Deputy Speaker will take the Chair.

[MR FIRST DEPUTY SPEAKER IN THE
CHAIR]

Mr First Deputy Speaker: Hon Members, we continue.

[203]

[MR SECOND DEPUTY SPEAKER IN
CHAIR]

Mr Second Deputy Speaker: The House is adjourned.
`;

describe('the Chair as the parser records it', () => {
  const sitting = parseOfficialReport(TEXT);

  it('records every change of Chair with its office, where it stands and its column', () => {
    expect(sitting.chair.map(({ office, column }) => ({ office, column }))).toEqual([
      { office: 'Speaker', column: 201 },
      { office: 'First Deputy Speaker', column: 202 },
      { office: 'Second Deputy Speaker', column: 203 },
    ]);
    for (const change of sitting.chair) expect(sitting.text.slice(change.offset, change.offset + 4)).toMatch(/^\[M/);
    expect(sitting.presidingOfficer).toBe('Madam Speaker');
  });

  it('places each change between the speeches before and after it', () => {
    const deputy = sitting.chair[1]!.offset;
    const before = sitting.speeches.filter((s) => s.span.start < deputy).map((s) => s.speaker.label);
    expect(before).toEqual(['Madam Speaker', 'Mr Kofi Agyekum', 'Madam Speaker']);
  });
});
