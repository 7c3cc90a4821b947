import { describe, expect, it } from 'vitest';
import { findQuestions } from '../../src/modules/engines/official-report/find-questions.js';
import { resolveNamedMember } from '../../src/modules/engines/official-report/resolve-speakers.js';
import type { SittingRoster } from '../../src/modules/engines/official-report/sitting-roster.js';
import { parseOfficialReport } from '../../src/modules/records/ingest/parse-official-report.js';
import { FIXTURES, readFixture } from '../support/official-report-fixtures.js';

describe('question time', () => {
  it("names each Question's number, the Minister it is put to and the Minister's answer, even under a surname", () => {
    // The test's own sitting of 26 October 2011: two Questions to the Minister for Education.
    const sitting = parseOfficialReport(readFixture(FIXTURES.education));
    const questions = findQuestions(sitting);
    expect(questions.map((q) => [q.number, sitting.speeches[q.speechIndex]!.speaker.label, q.minister, q.onBehalfOf])).toEqual([
      [679, 'Ms Beatrice Bernice Boateng', 'Minister for Education', null],
      [682, 'Mrs Irene Naa Torshie Addo', 'Minister for Education', null],
    ]);
    // The first answer is under the office, the second under the Minister's surname alone.
    expect(questions.map((q) => sitting.speeches[q.answerIndex!]!.speaker.label)).toEqual(['Minister for Education (Mrs Betty Mould-Iddrisu)', 'Mrs Mould-Iddrisu']);
  });

  it('reads a Question asked on behalf of another Member, and no Question where there is none', () => {
    const text = readFixture(FIXTURES.dataProtection).replace('Q. 783. Mr. Simon E. Asimah', 'Q. 783. Mr. Simon E. Asimah (on behalf of Mr. Francis Yaw Osei-Sarfo)');
    const [question] = findQuestions(parseOfficialReport(text));
    expect(question).toMatchObject({ number: 783, onBehalfOf: 'Mr. Francis Yaw Osei-Sarfo', minister: 'Minister for Local Government and Rural Development' });
    expect(findQuestions(parseOfficialReport(readFixture(FIXTURES.special)))).toEqual([]);
  });

  it('reads a Question printed without "Q.", numbered or not, as its own paragraph and not the words of the speech before', () => {
    for (const printed of ['682. Mrs Irene Naa Torshie Addo', 'Mrs Irene Naa Torshie Addo']) {
      const sitting = parseOfficialReport(readFixture(FIXTURES.education).replace('Q. 682. Mrs Irene Naa Torshie Addo', printed));
      const questions = findQuestions(sitting);
      expect(questions.map((q) => [q.number, sitting.speeches[q.speechIndex]!.speaker.label]), printed).toEqual([
        [679, 'Ms Beatrice Bernice Boateng'],
        [printed.startsWith('682') ? 682 : null, 'Mrs Irene Naa Torshie Addo'],
      ]);
      expect(sitting.speeches.filter((s) => /asked the Minister/.test(s.text)).length).toBe(2);
    }
  });

  it('finds the Member a Question stands for only when exactly one person on the roster fits', () => {
    const person = (id: string, name: string) => ({ id, name, aliases: [], seats: [{ area: id, areaOtherNames: [], party: 'NDC' }], posts: [] });
    const roster: SittingRoster = { date: '2020-03-10', partial: false, persons: [person('p/kofi-agyekum', 'Kofi Agyekum'), person('p/samuel-agyekum', 'Samuel Agyekum'), person('p/ama-owusu', 'Ama Owusu')] };
    expect(resolveNamedMember('Mr Kofi Agyekum', roster)).toBe('p/kofi-agyekum');
    expect(resolveNamedMember('Ama Owusu', roster)).toBe('p/ama-owusu');
    expect(resolveNamedMember('Mr Agyekum', roster)).toBeNull();
    expect(resolveNamedMember('Mr Yaw Nobody', roster)).toBeNull();
  });
});
