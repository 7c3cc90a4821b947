import { describe, expect, it } from 'vitest';
import { analyseSittingSync } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { checkSummaryBusiness, PROCEDURAL_OPENING, recordedStageIn } from '../../src/modules/engines/ai/readability/check-readability.js';
import { buildSitting, HEALTH_TEXT, healthSitting } from './builtin-fixtures.js';

// Fictional sittings (names, bills and debates invented), in the Official Report's form: what the
// summary says of the business. Procedure (when the House met, who took the Chair) is never news;
// no paper is named twice; a bill's stage is told in the record's own words when it prints them.

const FISHERIES_TEXT = `PARLIAMENTARY DEBATES
OFFICIAL REPORT
SECOND MEETING
THURSDAY, 6TH JUNE, 2031

CONTENTS

PAPERS -
Report of the Finance Committee on the Harbour Dredging Loan Agreement - [Col. 801]

MOTIONS -
Report of the Finance Committee on the Harbour Dredging Loan Agreement - [Col. 802]

FIRST READING OF BILLS -
Coastal Fisheries Bill, 2031 - [Col. 805]

SECOND READING OF BILLS -
Inland Waterways Bill, 2031 - [Col. 806]

[801]

The House met at 10.25 a.m.

[MR FIRST DEPUTY SPEAKER IN THE CHAIR]

PRAYERS

PAPERS

By the Chairman of the Finance Committee -
Report of the Finance Committee on the Harbour Dredging Loan Agreement.

MOTIONS

Report of the Finance Committee on the Harbour Dredging Loan Agreement

Chairman of the Committee (Mr Yaw Darko-Asante): Mr Speaker, I beg to move, that this honourable House adopts the Report of the Finance Committee on the Harbour Dredging Loan Agreement.

Mr Speaker, the loan of forty million dollars will deepen the harbour channel so that larger vessels can berth, and the Ministry will repay it over twenty years from port charges.

Ms Abena Kwarteng: Mr Speaker, I rise to support the Motion. The fishing communities near the harbour must be compensated before the dredging starts, and the Ministry has agreed to set aside two million dollars for them.

Question put and Motion agreed to.

[805]

BILLS - FIRST READING

Coastal Fisheries Bill, 2031
An Act to regulate the licensing of canoes and the landing of fish in the coastal districts and to provide for related matters.
Presented by the Minister for Fisheries.
Read the First time; referred to the Committee on Food and Agriculture.

[806]

BILLS - SECOND READING

Inland Waterways Bill, 2031

Minister for Transport (Mr Kojo Quaye): Mr Speaker, I beg to move, that the Inland Waterways Bill, 2031 be now read a Second time.

Mr Speaker, the Bill establishes a licensing regime for ferries on the lake, and every operator will carry life jackets for each passenger by the end of the year.

Ms Abena Kwarteng: Mr Speaker, the ferries on the lake carry more than three thousand passengers a day, and the Bill will make their operators answer for their safety.

Question put and Motion agreed to.

The Inland Waterways Bill, 2031
was read a Second time.

ADJOURNMENT

The House was accordingly adjourned at 1.40 p.m. till Friday, 7th June, 2031 at 10.00 a.m.
`;

const FIRST_READING = /FIRST READING OF BILLS -\nCoastal Fisheries Bill, 2031 - \[Col\. 805\]\n\n|BILLS - FIRST READING\n\nCoastal Fisheries Bill, 2031\n(?:.*\n){3}/g;

/** The sitting; without its first reading, the paper laid and the motion on it are its main business. */
function fisheriesSitting(withFirstReading = true) {
  const text = withFirstReading ? FISHERIES_TEXT : FISHERIES_TEXT.replace(FIRST_READING, '');
  return buildSitting(text, {
    date: '2031-06-06',
    meeting: 'Second Meeting',
    presidingOfficer: 'Mr First Deputy Speaker',
    speeches: [
      { label: 'Chairman of the Committee (Mr Yaw Darko-Asante)', speaker: { name: 'Yaw Darko-Asante', role: 'Chairman of the Committee', honorific: 'Mr' } },
      { label: 'Ms Abena Kwarteng', speaker: { name: 'Abena Kwarteng', honorific: 'Ms' } },
      { label: 'Minister for Transport (Mr Kojo Quaye)', speaker: { name: 'Kojo Quaye', role: 'Minister for Transport', honorific: 'Mr' } },
      { label: 'Ms Abena Kwarteng', speaker: { name: 'Abena Kwarteng', honorific: 'Ms' } },
    ],
    sections: [
      'PRAYERS', 'PAPERS', 'MOTIONS', 'Report of the Finance Committee on the Harbour Dredging Loan Agreement',
      ...(withFirstReading ? ['BILLS - FIRST READING', 'Coastal Fisheries Bill, 2031'] : []), 'BILLS - SECOND READING', 'Inland Waterways Bill, 2031', 'ADJOURNMENT',
    ],
    contents: [
      { heading: 'Report of the Finance Committee on the Harbour Dredging Loan Agreement', group: 'PAPERS', columns: [801] },
      { heading: 'Report of the Finance Committee on the Harbour Dredging Loan Agreement', group: 'MOTIONS', columns: [802] },
      ...(withFirstReading ? [{ heading: 'Coastal Fisheries Bill, 2031', group: 'FIRST READING OF BILLS', columns: [805] }] : []),
      { heading: 'Inland Waterways Bill, 2031', group: 'SECOND READING OF BILLS', columns: [806] },
    ],
    billsInContents: [...(withFirstReading ? ['Coastal Fisheries Bill, 2031'] : []), 'Inland Waterways Bill, 2031'],
  });
}

describe('built-in summary: the business, in the record’s words, each paper once', () => {
  const sitting = fisheriesSitting();
  const analysis = analyseSittingSync(sitting);
  const sentences = analysis.summary.map((s) => s.sentence);

  it('never says when the House met or who took the Chair', () => {
    for (const s of sentences) expect(s).not.toMatch(PROCEDURAL_OPENING);
    for (const s of analyseSittingSync(healthSitting()).summary) expect(s.sentence).not.toMatch(PROCEDURAL_OPENING);
  });

  it('states each bill’s stage with the verb the record prints', () => {
    expect(sentences).toContain('The Inland Waterways Bill, 2031 was read a second time.');
    expect(sentences).toContain('The Coastal Fisheries Bill, 2031 was read the first time and referred to the Committee on Food and Agriculture.');
    expect(sentences.join(' ')).not.toMatch(/\bdebated\b/);
    // The Clerk's formula without "accordingly" is the same formula.
    const health = analyseSittingSync(buildSitting(HEALTH_TEXT.replace('was accordingly read a Second time', 'was read a Second time'), healthOptions()));
    expect(health.summary.map((s) => s.sentence)).toContain('The Community Health Workers Bill, 2024 was read a second time.');
  });

  it('never names the same paper twice: a report laid and the motion adopting it are one paper', () => {
    for (const withFirstReading of [true, false]) {
      const summary = analyseSittingSync(fisheriesSitting(withFirstReading)).summary.map((s) => s.sentence);
      expect(summary.filter((s) => !/said:/.test(s) && s.includes('Harbour Dredging Loan Agreement')), summary.join('\n')).toHaveLength(1);
      expect(checkSummaryBusiness(summary)).toEqual([]);
    }
  });

  it('leaves nothing the readability checker would send back', () => {
    expect(checkSummaryBusiness(sentences, { recordedStage: recordedStageIn(sitting.text) })).toEqual([]);
  });
});

function healthOptions() {
  const { speeches, sections, contents, billsInContents } = healthSitting();
  return {
    speeches: speeches.map((s) => ({ label: s.speaker.label, speaker: s.speaker })),
    sections: sections.map((s) => s.heading),
    contents,
    billsInContents,
  };
}
