import { describe, expect, it } from 'vitest';
import { analyseSittingSync } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { parseOfficialReport } from '../../src/modules/records/ingest/parse-official-report.js';
import { misspellingFinder } from '../../src/modules/engines/ai/hansard-analysis/builtin/polish-display-text.js';
import { checkReadability } from '../../src/modules/engines/ai/readability/check-readability.js';
import { buildSitting, roadsSitting } from './builtin-fixtures.js';

// The engine on a record carrying every fault class (see roadsSitting): what it writes must pass the
// readability checker, and each fault must be handled the way an editor would.
describe('builtin engine on a record with OCR debris and a cut bill name', () => {
  const sitting = roadsSitting();
  const analysis = analyseSittingSync(sitting);
  const speakerNames = sitting.speeches.map((s) => s.speaker.name ?? s.speaker.label);
  const everything = [analysis.title, ...analysis.summary.map((s) => s.sentence), ...analysis.key_topics, ...analysis.bills_discussed.map((b) => b.bill)];

  it('writes nothing the readability checker flags, misspellings included', () => {
    expect(checkReadability(analysis, { speakerNames, findMisspellings: misspellingFinder(sitting) })).toEqual([]);
  });

  it('corrects the contents list misprints from the words the record prints correctly, and leaves names alone', () => {
    const shown = everything.join('\n');
    expect(shown).not.toMatch(/Repoxt|Govemment/);
    expect(analysis.key_topics).toContain('Report of the Committee on Government Assurances on the Feeder Roads Programme');
    // The record itself, and so every quote, keeps the printed characters.
    expect(sitting.text).toContain('(i) Repoxt of the Committee on Govemment Assurances');
  });

  it('shows no column marker, list numbering or stray dash anywhere', () => {
    for (const text of everything) expect(text).not.toMatch(/C[o0][l1]\.|\[\d|\(i+\)|- -/);
  });

  it('completes the bill name from the order of business', () => {
    expect(analysis.bills_discussed.map((b) => b.bill)).toEqual(['Feeder Roads Levy (Amendment) Bill, 2024']);
    expect(analysis.title).toContain('Feeder Roads Levy (Amendment) Bill, 2024 read a second time');
    expect(everything.join('\n')).not.toMatch(/(?:^|[^A-Za-z] )\(Amendment\) Bill/m);
  });

  it('keeps the title within 120 characters and names the Ministry once', () => {
    expect(analysis.title.length).toBeLessThanOrEqual(120);
    expect(analysis.title.match(/Ministry of Roads and Highways/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("quotes the Minister's answer with its figure, not the aside or the cheer", () => {
    const quoted = analysis.summary.filter((s) => /said: “/.test(s.sentence));
    expect(quoted).toHaveLength(1);
    expect(quoted[0]!.sentence).toContain('240 kilometres');
    expect(analysis.summary.map((s) => s.sentence).join(' ')).not.toMatch(/keep quiet|Hear!/);
  });

  it('offers no topic naming a speaker, an interjection or nothing in particular', () => {
    for (const topic of analysis.key_topics) expect(topic).not.toMatch(/Owusu-Sekyere|Darkwa|Antwi|Hear|Hon Members|^Feeder Roads$/);
    expect(new Set(analysis.key_topics.map((t) => t.toLowerCase())).size).toBe(analysis.key_topics.length);
  });
});

describe('builtin engine on motions', () => {
  const motionText = (outcome: string) => `PARLIAMENTARY DEBATES
OFFICIAL REPORT

CONTENTS

MOTIONS -
Ban on Plastic Bags at Markets - [Col. 801]

[801]

The House met at 10.00 a.m.

[MR SPEAKER IN THE CHAIR]

PRAYERS

MOTIONS

Ban on Plastic Bags at Markets

Mr Kwame Ofori-Atta: Mr Speaker, I beg to move, that this House urges the Government to ban plastic bags at markets within two years, because the bags block the drains of every market town.

${outcome}

ADJOURNMENT

The House was accordingly adjourned at 1.30 p.m. till Wednesday, 19th June, 2024 at 10.00 a.m.
`;
  const analyse = (outcome: string) =>
    analyseSittingSync(
      buildSitting(motionText(outcome), {
        speeches: [{ label: 'Mr Kwame Ofori-Atta', speaker: { name: 'Kwame Ofori-Atta', honorific: 'Mr' } }],
        sections: ['PRAYERS', 'MOTIONS', 'Ban on Plastic Bags at Markets', 'ADJOURNMENT'],
        contents: [{ heading: 'Ban on Plastic Bags at Markets', group: 'MOTIONS', columns: [801] }],
      }),
    );

  it('says the House adopted a motion when the Clerk records it agreed to, with that line as evidence', () => {
    const summary = analyse('Question put and Motion agreed to.').summary;
    expect(summary).toContainEqual({ sentence: 'The House adopted the motion on “Ban on Plastic Bags at Markets”.', quote: 'Question put and Motion agreed to' });
  });

  it('says a motion was withdrawn when it was withdrawn by leave', () => {
    const summary = analyse('Motion, by leave, withdrawn.').summary;
    expect(summary).toContainEqual({ sentence: 'The motion on “Ban on Plastic Bags at Markets” was withdrawn.', quote: 'Motion, by leave, withdrawn' });
  });
});

describe('builtin engine on a fragment of a record', () => {
  // Written for this test: a few speeches cut from the middle of a sitting, whose only landmark is a
  // column marker near its end (no "The House met", no PRAYERS).
  const fragment = `Mr Kofi Mensah: Mr Speaker, the feeder roads in the Coastal District have not been resurfaced for ten years, and the farmers there cannot take their produce to the markets.

Minister for Roads and Highways (Mrs Akosua Darkwa): Mr Speaker, the Ministry will resurface the feeder roads in the Coastal District next year, from the Road Fund.

Mr Kofi Mensah: Mr Speaker, the contractors left the site two years ago, and the culverts they built have collapsed.

[773]

Mr First Deputy Speaker: Hon Members, we move on.
`;

  it('still writes a valid analysis, its summary taken from before the marker when nothing follows it', () => {
    const sitting = parseOfficialReport(fragment);
    const analysis = analyseSittingSync(sitting);
    expect(analysis.summary.length).toBeGreaterThanOrEqual(3);
    expect(analysis.key_topics.length).toBeGreaterThanOrEqual(5);
    expect(checkReadability(analysis, { speakerNames: sitting.speeches.map((s) => s.speaker.name ?? s.speaker.label) })).toEqual([]);
  });
});
