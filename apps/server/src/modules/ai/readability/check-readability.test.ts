import { describe, expect, it } from 'vitest';
import { checkBillName, checkReadability, checkTitle, checkTopics, type CheckedAnalysis, type ReadabilityFaultKind } from './check-readability.js';

// Short fictional fixtures, one per fault class the issue names; none is text from a real sitting.
const clean: CheckedAnalysis = {
  title: 'Coastal Fisheries Bill, 2031 passed; Questions to the Ministry of Roads',
  summary: [
    { sentence: 'The House met at 10.00 a.m. on Tuesday, 4 March 2031, with the Speaker in the Chair.', quote: 'x' },
    { sentence: 'The Coastal Fisheries Bill, 2031 was read the third time and passed.', quote: 'x' },
    { sentence: 'Papers laid included the “Report of the Finance Committee on the Harbour Loan”.', quote: 'x' },
    { sentence: 'On the Coastal Fisheries Bill, 2031, the Minister for Fisheries (Ms Ama Tetteh) said: “The Ministry will license 1,200 canoes this year.”', quote: 'x' },
  ],
  key_topics: ['Coastal Fisheries Bill, 2031', 'Ministry of Roads', 'Canoe Licensing', 'Harbour Loan', 'Fish Landing Sites'],
  bills_discussed: [{ bill: 'Coastal Fisheries Bill, 2031', quote: 'x' }],
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
