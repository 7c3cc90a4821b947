import { describe, expect, it } from 'vitest';
import { checkBillName, checkMembers, checkReadability, checkSummaryBusiness, checkTitle, checkTopics, isOfficeOrGroupLabel, sameMember, type CheckedAnalysis, type ReadabilityFaultKind } from './check-readability.js';

// Short fictional fixtures, one per fault class the issue names; none is text from a real sitting.
const clean: CheckedAnalysis = {
  title: 'Coastal Fisheries Bill, 2031 passed; Questions to the Ministry of Roads',
  summary: [
    { sentence: 'Members put oral questions to the Minister for Roads.', quote: 'x' },
    { sentence: 'The Coastal Fisheries Bill, 2031 was read the third time and passed.', quote: 'x' },
    { sentence: 'Papers laid included the “Report of the Finance Committee on the Harbour Loan”.', quote: 'x' },
    { sentence: 'On the Coastal Fisheries Bill, 2031, the Minister for Fisheries (Ms Ama Tetteh) said: “The Ministry will license 1,200 canoes this year.”', quote: 'x' },
  ],
  key_topics: ['Coastal Fisheries Bill, 2031', 'Ministry of Roads', 'Canoe Licensing', 'Harbour Loan', 'Fish Landing Sites'],
  bills_discussed: [{ bill: 'Coastal Fisheries Bill, 2031', quote: 'x' }],
  mps_present: ['Ama Tetteh', 'Kofi B. Mensah', 'Yaw Darko-Asante'],
};

const kinds = (analysis: Partial<CheckedAnalysis>, speakerNames: string[] = []) =>
  checkReadability({ ...clean, ...analysis }, { speakerNames }).map((f) => f.kind);
const with_ = (kind: ReadabilityFaultKind) => expect.arrayContaining([kind]);

describe('checkReadability', () => {
  it('finds nothing wrong with what an editor would print', () => {
    expect(checkReadability(clean, { speakerNames: ['Ms Ama Tetteh'] })).toEqual([]);
  });

  it('flags a column marker or its OCR variant in a title or a summary sentence', () => {
    expect(kinds({ title: 'Coastal Fisheries Bill, 2031 passed [Col. 412]' })).toEqual(with_('debris'));
    expect(kinds({ title: 'Harbour Loan C0l. 77 approved' })).toEqual(with_('debris'));
    expect(kinds({ summary: [...clean.summary.slice(0, 3), { sentence: 'Members asked about roads [Co1 88 in the north.', quote: 'x' }] })).toEqual(with_('debris'));
    expect(kinds({ key_topics: [...clean.key_topics, 'Harbour Loan - - -'] })).toEqual(with_('debris'));
    expect(kinds({ title: 'Statement on the 31St Anniversary of the Harbour' })).toEqual(with_('debris'));
  });

  it('flags a title past 120 characters and one naming the same ministry more than once', () => {
    const long = 'Questions to the Ministry of Roads and Highways; Ministry of Roads and Highways Report laid; Ministry of Roads and Highways Levy';
    const faults = checkTitle(long).map((f) => f.kind);
    expect(faults).toEqual(expect.arrayContaining(['too-long', 'repeat']));
    expect(checkTitle('Ministry of Roads and Highways Report laid; Statement on Ministry of Roads and Highways').map((f) => f.kind)).toEqual(['repeat']);
  });

  it('flags topics cut off at a comma or an open parenthesis, or ending on a small word', () => {
    expect(kinds({ key_topics: [...clean.key_topics, 'Harbour Loan Agreement,'] })).toEqual(with_('cut-off'));
    expect(kinds({ key_topics: [...clean.key_topics, 'Fisheries Levy (Amendment'] })).toEqual(with_('cut-off'));
    expect(kinds({ key_topics: [...clean.key_topics, 'Rehabilitation of the'] })).toEqual(with_('cut-off'));
  });

  it('flags a topic that is a speaker with an interjection, and a generic noun pair', () => {
    expect(kinds({ key_topics: [...clean.key_topics, 'Mr Kofi Mensah Hear Hear'] })).toEqual(with_('speaker-topic'));
    expect(kinds({ key_topics: [...clean.key_topics, 'Kojo Boateng'] }, ['Mr Kojo Boateng'])).toEqual(with_('speaker-topic'));
    expect(kinds({ key_topics: [...clean.key_topics, 'Some Hon Members Interruptions'] })).toEqual(with_('speaker-topic'));
    expect(kinds({ key_topics: [...clean.key_topics, 'Senior Officers'] })).toEqual(with_('generic-topic'));
    expect(kinds({ key_topics: [...clean.key_topics, 'Deputy Minister'] })).toEqual(with_('generic-topic'));
    expect(checkTopics(['Harbour Loan', 'harbour loan']).map((f) => f.kind)).toEqual(['repeat']);
  });

  it('flags a paper named with its list numbering, and OCR misspellings the corrector spots', () => {
    const numbered = { sentence: 'Papers laid included “(iii) Report of the Finance Committee on the Harbour Loan”.', quote: 'x' };
    expect(kinds({ summary: [clean.summary[0]!, numbered, clean.summary[3]!] })).toEqual(with_('numbering'));
    expect(kinds({ key_topics: [...clean.key_topics, '2. Report on the Harbour Loan'] })).toEqual(with_('numbering'));
    const findMisspellings = (text: string) => text.match(/\b(?:Govemment|Repoxt)\b/g) ?? [];
    const faults = checkReadability({ ...clean, title: 'Repoxt of the Committee on Govemment Assurances laid' }, { findMisspellings });
    expect(faults.filter((f) => f.kind === 'misspelling').map((f) => f.detail)).toEqual(['"Repoxt"', '"Govemment"']);
  });

  it('flags a bill name that lost its first words at a line break', () => {
    expect(checkBillName('(Amendment) Bill, 2031').map((f) => f.kind)).toEqual(['malformed-bill']);
    expect(checkBillName('Bill, 2031')).toHaveLength(1);
    expect(checkBillName('fisheries (Amendment) Bill, 2031')).toHaveLength(1);
    expect(checkBillName('Coastal Fisheries (Amendment) Bill, 20')).toHaveLength(1);
    expect(checkBillName('Coastal Fisheries (Amendment) (No. 2) Bill, 2031')).toEqual([]);
    expect(kinds({ bills_discussed: [{ bill: '(Amendment) Bill, 2031', quote: 'x' }] })).toEqual(with_('malformed-bill'));
    expect(kinds({ title: '(Amendment) Bill, 2031 passed' })).toEqual(with_('malformed-bill'));
  });

  it('flags a summary quotation that is a procedural aside, an interjection, or a second quotation', () => {
    const aside = { sentence: 'On the Coastal Fisheries Bill, 2031, Mr Kofi Mensah said: “I would ask that my colleagues on the other side keep quiet while I speak.”', quote: 'x' };
    expect(kinds({ summary: [...clean.summary.slice(0, 3), aside] })).toEqual(['weak-quotation']);
    const shout = { sentence: 'On the Coastal Fisheries Bill, 2031, Mr Kofi Mensah said: “Shame! Shame!”', quote: 'x' };
    expect(kinds({ summary: [...clean.summary.slice(0, 3), shout] })).toEqual(with_('weak-quotation'));
    expect(kinds({ summary: [...clean.summary, clean.summary[3]!] })).toEqual(with_('repeat'));
  });

  it('flags a name clipped with an ellipsis inside a summary sentence, and a title cut off', () => {
    const clipped = { sentence: 'The House adopted a resolution on “Request for Waiver of Import Duties on Equipment for the…”.', quote: 'x' };
    expect(kinds({ summary: [...clean.summary.slice(0, 3), clipped] })).toEqual(with_('cut-off'));
    expect(kinds({ title: 'Coastal Fisheries Bill, 2031 passed; Resolution on Request for Waiver of…' })).toEqual(with_('cut-off'));
  });
});

describe('doubled words', () => {
  it('flags a word the engine doubled, but not one a speaker doubled inside a quotation', () => {
    expect(kinds({ title: 'Coastal Fisheries Bill, 2031 passed passed' })).toEqual(with_('repeat'));
    const quoted = { sentence: 'On the Coastal Fisheries Bill, 2031, the Minister for Fisheries (Ms Ama Tetteh) said: “We will license 1,200 canoes, very very soon.”', quote: 'x' };
    expect(kinds({ summary: [...clean.summary.slice(0, 3), quoted] })).toEqual([]);
  });
});

describe('checkTopics', () => {
  it('flags two spellings of one name, but not two different names of the same shape', () => {
    expect(checkTopics(['Harbour and KfW Loan Agreement', 'Harbour/KfW Loan Agreement']).map((f) => f.kind)).toEqual(['repeat']);
    expect(checkTopics(['Tamale Water Loan Agreement', 'Kumasi Roads Loan Agreement'])).toEqual([]);
  });
});

describe('Key MPs Present', () => {
  it('flags an office or a group listed as a Member', () => {
    for (const label of ['Speaker', 'Mr Speaker', 'First Deputy Speaker', 'Mr Second Deputy Speaker', 'Majority Leader', 'The Minority Leader', 'Minister for Roads', 'Chairman of the Committee', 'Some Hon Members', 'An Hon Member']) {
      expect(isOfficeOrGroupLabel(label), label).toBe(true);
      expect(kinds({ mps_present: ['Ama Tetteh', label] })).toEqual(['office-as-member']);
    }
    for (const name of ['Ama Tetteh', 'Kofi B. Mensah', 'Mr Yaw Darko-Asante', 'Minister for Roads (Mr Kojo Quaye)']) expect(isOfficeOrGroupLabel(name), name).toBe(false);
  });

  it('flags the same Member under two spellings, but not two Members who share a surname', () => {
    expect(sameMember('K. B. Mensah', 'Kofi B. Mensah')).toBe(true);
    expect(sameMember('KOFI B. MENSAH', 'Kofi B. Mensah')).toBe(true);
    expect(sameMember('Kofi B. Mensha', 'Kofi B. Mensah')).toBe(false); // two letters swapped: two edits, more than one OCR slip
    expect(sameMember('Kofi B. Darko-Asante', 'Kofi B. Darko-Asnate')).toBe(false);
    expect(sameMember('Abena Kwarteng', 'Abena Kwartemg')).toBe(true);
    expect(sameMember('Kofi B. Mensah', 'Kwame B. Mensah')).toBe(false);
    expect(sameMember('K. B. Mensah', 'K. A. Mensah')).toBe(false);
    expect(kinds({ mps_present: ['Ama Tetteh', 'Kofi B. Mensah', 'K. B. Mensah'] })).toEqual(['repeat']);
    expect(checkMembers(['Ama Tetteh', 'Kwame Mensah', 'Kofi Mensah'])).toEqual([]);
  });
});

describe('summary business', () => {
  const summary = (...sentences: string[]) => sentences.map((sentence) => ({ sentence, quote: 'x' }));

  it('flags a sentence about the meeting time or who took the Chair', () => {
    expect(kinds({ summary: summary('The House met at 10.00 a.m. on Tuesday, 4 March 2031, with the Speaker in the Chair.', ...clean.summary.slice(1).map((s) => s.sentence)) })).toEqual(['procedural-opening']);
    expect(kinds({ summary: summary('The House met in a Special Meeting on Tuesday, 4 March 2031.', ...clean.summary.slice(1).map((s) => s.sentence)) })).toEqual(['procedural-opening']);
    expect(kinds({ summary: summary(...clean.summary.slice(1, 3).map((s) => s.sentence), 'The record reads: “The House met at 2.30 p.m. [MR SPEAKER IN THE CHAIR]”') })).toEqual(['procedural-opening']);
    // A speaker's words are the speaker's: a quotation that mentions the Chair is not the summary's procedure.
    expect(checkSummaryBusiness(['The Minister for Roads (Mr Kojo Quaye) said: “When the Speaker took the Chair we had approved 40 kilometres.”'])).toEqual([]);
  });

  it('flags a paper or a bill named twice', () => {
    const twice = summary(
      'Papers laid included the “Report of the Finance Committee on the Harbour Loan”.',
      'The House adopted a resolution on “Report of the Finance Committee on the Harbour Loan”.',
    );
    expect(checkSummaryBusiness(twice.map((s) => s.sentence)).map((f) => f.kind)).toEqual(['repeat']);
    expect(checkSummaryBusiness(['The Coastal Fisheries Bill, 2031 was read the first time.', 'The Coastal Fisheries Bill, 2031 was read the third time and passed.']).map((f) => f.kind)).toEqual(['repeat']);
    expect(checkSummaryBusiness(['Papers laid included “Report on the Harbour Loan” and “Report on the Harbour Loan”.']).map((f) => f.kind)).toEqual(['repeat']);
    // A name inside a longer one is another paper; a bill and the committee's report on it are two papers.
    expect(checkSummaryBusiness(['The House adopted resolutions on “Harbour Dredging Facility” and “Waiver of Stamp Duty on the Harbour Dredging Facility”.'])).toEqual([]);
    expect(checkSummaryBusiness(['The Coastal Fisheries Bill, 2031 was read a second time.', 'Papers laid included “Report of the Committee on Food on the Coastal Fisheries Bill, 2031”.'])).toEqual([]);
  });

  it("flags a bill said to be debated when the record prints its stage", () => {
    const recordedStage = (bill: string) => (bill === 'Coastal Fisheries Bill, 2031' ? 'read the second time' : null);
    expect(checkSummaryBusiness(['The Coastal Fisheries Bill, 2031 was debated at the second reading.'], { recordedStage }).map((f) => f.kind)).toEqual(['generic-stage']);
    expect(checkSummaryBusiness(['The Coastal Fisheries Bill, 2031 was read a second time.'], { recordedStage })).toEqual([]);
    expect(checkSummaryBusiness(['The Harbour Dues Bill, 2031 was debated at the second reading.'], { recordedStage })).toEqual([]);
  });
});
