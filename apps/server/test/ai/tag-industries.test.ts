import { describe, expect, it } from 'vitest';
import { buildContext } from '../../src/modules/engines/ai/hansard-analysis/builtin/context.js';
import { headingsInCapitals } from '../../src/modules/engines/ai/hansard-analysis/builtin/sitting-business-text.js';
import { tagIndustries } from '../../src/modules/engines/ai/hansard-analysis/builtin/tag-industries.js';
import { tagIndustriesOfText } from '../../src/modules/engines/ai/hansard-analysis/builtin/tag-industries-of-text.js';
import { buildSitting } from './builtin-fixtures.js';

// Every text here is invented for these tests, in the manner of a Hansard or a bill; none is taken
// from a record. Each test would fail if the rule it names were removed from the tagger.

/** Procedure with no word of any industry, to give a body the length of a real debate. */
const PROCEDURE = [
  'Mr Speaker, I rise on a point of order under the Standing Orders of this House.',
  'The Member should withdraw the remark and apologise to the House before we proceed.',
  'Hon Members, the Question is that the amendment stands part of the clause.',
  'The Majority Leader asked that the item be deferred to the next sitting of the House.',
  'The Minority Leader agreed, and the Chair directed the Clerk to amend the Order Paper accordingly.',
  'Members on both sides spoke at length on the wording of the motion and on its timing.',
  'The Deputy Speaker reminded the House that the time for the item had run out.',
  'Several Members rose to catch the eye of the Speaker, and the Chair called them in turn.',
].join(' ');

/** About `words` words of procedure, in paragraphs. */
const procedure = (words: number) => Array.from({ length: Math.ceil(words / 110) }, () => PROCEDURE).join('\n\n');

const industries = (input: Parameters<typeof tagIndustriesOfText>[0]) => tagIndustriesOfText(input).map((t) => t.industry);

describe('tagIndustriesOfText: where a word is weighs more than how often', () => {
  it('tags the industry of the Committee a Bill is referred to, and not the same Committee thanked in passing', () => {
    const referred = `${procedure(700)}\n\nThe Seed Certification Bill, 2024 was read the first time and referred to the Committee on Food, Agriculture and Cocoa Affairs.\n\n${procedure(700)}`;
    expect(industries({ body: referred })).toEqual(['Agriculture']);
    const thanked = `${procedure(700)}\n\nI thank the Committee on Food, Agriculture and Cocoa Affairs for receiving us at short notice.\n\n${procedure(700)}`;
    expect(industries({ body: thanked })).toEqual([]);
  });

  it('does not tag a long text on one passing mention', () => {
    const body = `${procedure(700)}\n\nAs the farmers in my constituency know, the assembly has not met since June.\n\n${procedure(700)}`;
    expect(industries({ body })).toEqual([]);
  });

  it('tags the sector of a Ministry named in a heading, by the Ministry’s name alone', () => {
    expect(industries({ headings: ['MINISTRY OF THE INTERIOR'], body: procedure(1200) })).toEqual(['Justice']);
    expect(industries({ headings: ['Ministry of Information'], body: procedure(1200) })).toEqual(['Communication']);
  });

  it('does not tag every sector of a joint Ministry, only the one its Questions are about', () => {
    const body = `${procedure(600)}\n\nMr Kofi Mensah asked the Minister for Environment, Science and Technology what steps the Ministry is taking against the pollution of rivers by sawmills.\n\n${procedure(600)}`;
    expect(industries({ headings: ['Ministry of Environment, Science and Technology'], body })).toEqual(['Environment']);
  });

  it('counts a Ministry answering several Questions once', () => {
    const questions = ['the district office', 'the regional library', 'the new wing', 'the staff bungalows', 'the perimeter wall'].map(
      (what) => `Mr Yaw Boadu asked the Minister for Environment, Science and Technology when ${what} in Bawku will be completed.`,
    );
    expect(industries({ body: `${procedure(600)}\n\n${questions.join('\n\n')}\n\n${procedure(600)}` })).toEqual([]);
  });

  it('takes a usual word in a title as the subject, but not the same word once in the debate', () => {
    expect(industries({ headings: ['Road Fund (Amendment) Bill, 2024'], body: procedure(1200) })).toEqual(['Transportation']);
    expect(industries({ body: `${procedure(600)}\n\nThe road to this Bill has been long.\n\n${procedure(600)}` })).toEqual([]);
  });

  it('reads the object of a Bill as its subject', () => {
    const body = `${procedure(600)}\n\nMr Speaker, the object of the Bill is to regulate the licensing of pharmacies.\n\n${procedure(600)}`;
    expect(industries({ body })).toEqual(['Healthcare']);
  });

  it('does not let a stretch of debate on another sector carry a tag when the business is known', () => {
    const definitions = [
      'Clause 96 defines a teacher to include a head teacher, a headmaster and the principal of a school.',
      'The Minority Leader said a tutor at a college or a lecturer at a university should be covered too.',
      'Another Member asked whether pupils and students in a classroom or a kindergarten are data subjects.',
      'The Chairman agreed that the curriculum of a polytechnic is no concern of the clause.',
    ].join(' ');
    const body = `${procedure(500)}\n\n${definitions}\n\n${definitions}\n\n${procedure(500)}`;
    expect(industries({ headings: ['Data Protection Bill, 2024'], body })).toEqual(['Technology']);
  });

  it('tags a sector the business points at when the debate dwells on it', () => {
    const debate = [
      'Members complained that electricity supply to the district is cut every evening.',
      'The load shedding has stopped the cold stores, and the power station at the river is idle for lack of fuel.',
      'The Member asked when the transmission lines to the northern towns will be finished.',
      'Another Member said rural electrification has stalled and solar panels are the only light in many homes.',
    ].join(' ');
    const body = `${procedure(600)}\n\n${debate}\n\n${debate}\n\n${procedure(600)}`;
    expect(industries({ headings: ['Committee on Mines and Energy'], body })).toEqual(['Energy']);
  });
});

describe('tagIndustriesOfText: short texts and words', () => {
  it('reads a short summary whole as its subject, and tags nothing in one about procedure', () => {
    expect(industries({ body: 'World Malaria Day statement by the Member for Keta.' })).toEqual(['Healthcare']);
    expect(industries({ body: 'Corrections to the Votes and Proceedings; Business Statement for the coming week.' })).toEqual([]);
  });

  it('finds a word inside a hyphenated compound and a plural the lexicon gives in the singular', () => {
    expect(industries({ body: 'Question time: a stalled health-facility project in the district.' })).toEqual(['Healthcare']);
    expect(industries({ body: 'Statement on credit schemes for smallholders in the north.' })).toContain('Agriculture');
  });

  it('gives as evidence the heading or sentence that names the industry', () => {
    const [tag] = tagIndustriesOfText({ headings: ['Tobacco Control Bill, 2024'], body: procedure(1200) });
    expect(tag).toEqual({ industry: 'Healthcare', evidence: 'Tobacco Control Bill, 2024' });
  });
});

describe('tagIndustries on a sitting', () => {
  it('reads a Question printed inside the Chair’s words, which the debate’s sentences leave out', () => {
    const text = `The House met at 10.00 a.m.\n\n[MR SPEAKER IN THE CHAIR]\n\nMr Speaker: Hon Members, we move to Questions. Q. 12. Mr Yaw Boateng asked the Minister for Food and Agriculture what support the Ministry will give to maize farmers in the district this season.\n\nMr Kojo Mensah: Mr Speaker, ${PROCEDURE}\n\nThe House was adjourned at 1.00 p.m.\n`;
    const sitting = buildSitting(text, {
      speeches: [
        { label: 'Mr Speaker', speaker: { role: 'Speaker', honorific: 'Mr' } },
        { label: 'Mr Kojo Mensah', speaker: { name: 'Kojo Mensah', honorific: 'Mr' } },
      ],
    });
    const tags = tagIndustries(buildContext(sitting));
    expect(tags.map((t) => t.industry)).toEqual(['Agriculture']);
    expect(tags[0]!.quote).toMatch(/maize farmers/);
  });

  it('reads headings printed in capitals when there is no contents list, a heading over two lines as one', () => {
    const text = `The House met at 14:00.\n\nELECTRICITY TARIFF INCREASES\n(MEMBER'S STATEMENT)\n\nMr J NKOSI: Speaker, ${PROCEDURE}\n\nThe House adjourned at 18:00.\n`;
    const sitting = buildSitting(text, { speeches: [{ label: 'Mr J NKOSI', speaker: { name: 'J Nkosi', honorific: 'Mr' } }] });
    expect(headingsInCapitals(text, 0).map((h) => h.text)).toEqual(["ELECTRICITY TARIFF INCREASES (MEMBER'S STATEMENT)"]);
    const tags = tagIndustries(buildContext(sitting));
    expect(tags).toEqual([{ industry: 'Energy', quote: "ELECTRICITY TARIFF INCREASES (MEMBER'S STATEMENT)" }]);
  });

  it('does not read a short sitting whole as its subject, as it would a summary', () => {
    const text = `The House met at 10.00 a.m.\n\n[MR SPEAKER IN THE CHAIR]\n\nMr Kojo Mensah: Mr Speaker, the district assembly must publish its accounts on time. As the farmers in my constituency know, the assembly has not met since June.\n`;
    const sitting = buildSitting(text, { speeches: [{ label: 'Mr Kojo Mensah', speaker: { name: 'Kojo Mensah', honorific: 'Mr' } }] });
    expect(tagIndustries(buildContext(sitting))).toEqual([]);
  });
});
