import { HansardAnalysisSchema, INDUSTRIES } from '@kakyere/contract';
import { describe, expect, it } from 'vitest';
import { analyseSittingSync, builtinEngine } from '../../src/modules/engines/ai/hansard-analysis/builtin/builtin-engine.js';
import { PROCEDURAL_OPENING } from '../../src/modules/engines/ai/readability/check-readability.js';
import { locateQuote } from '../../src/modules/engines/text-index/locate-quote.js';
import { validateAnalysis } from '../../src/modules/engines/ai/hansard-analysis/validate-analysis.js';
import { buildSitting, educationSitting, healthSitting } from './builtin-fixtures.js';

const PROCEDURAL_TOPIC = /\b(?:mr|madam)\s+speaker\b|\bhon(?:ourable)?\s+members?\b|^order$|\bvotes and proceedings\b|\bquestion put\b/i;

function quotesOf(analysis: ReturnType<typeof analyseSittingSync>): string[] {
  return [
    ...analysis.summary.map((s) => s.quote),
    ...analysis.affected_industries.map((i) => i.quote),
    ...analysis.bills_discussed.map((b) => b.quote),
  ];
}

describe('builtin engine on a hand-built health sitting', () => {
  const sitting = healthSitting();
  const analysis = analyseSittingSync(sitting);

  it('answers what the contract asks for, and the validator used for LLM answers accepts it', () => {
    expect(HansardAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(validateAnalysis(sitting, analysis)).toEqual({ ok: true, analysis });
  });

  it('quotes the record verbatim for every claim', () => {
    for (const quote of quotesOf(analysis)) {
      expect(quote.length).toBeGreaterThanOrEqual(8);
      expect(quote.length).toBeLessThanOrEqual(600);
      expect(locateQuote(sitting.text, quote), quote).not.toBeNull();
    }
  });

  it('says what the House did with the Bill on the Clerk’s own words, never when it met or who took the Chair', () => {
    for (const s of analysis.summary) expect(s.sentence).not.toMatch(PROCEDURAL_OPENING);
    expect(analysis.summary[0]).toEqual({
      sentence: 'The Community Health Workers Bill, 2024 was read a second time.',
      quote: 'The Community Health Workers Bill, 2024 was accordingly read a Second time',
    });
  });

  it('attributes quoted debate to its speaker and never quotes the Chair or procedural filler', () => {
    const extracts = analysis.summary.filter((s) => s.sentence.includes('said: “'));
    expect(extracts.length).toBeGreaterThan(0);
    for (const s of extracts) {
      expect(s.sentence).toMatch(/^On .+, (?:the Minister for Health \(Dr Ama Serwaa Boakye\)|Mr Kwesi Adjei-Darko|Mrs Efua Ansah-Quaye) said: “/);
      expect(s.quote).not.toMatch(/beg to move|Question put|Thank you/i);
    }
  });

  it('has 3-5 summary sentences and 5-10 topics, none of them procedure', () => {
    expect(analysis.summary.length).toBeGreaterThanOrEqual(3);
    expect(analysis.summary.length).toBeLessThanOrEqual(5);
    expect(analysis.key_topics.length).toBeGreaterThanOrEqual(5);
    expect(analysis.key_topics.length).toBeLessThanOrEqual(10);
    expect(analysis.key_topics.filter((t) => PROCEDURAL_TOPIC.test(t))).toEqual([]);
    expect(analysis.key_topics).toContain('Community Health Workers Bill, 2024');
    expect(new Set(analysis.key_topics.map((t) => t.toLowerCase())).size).toBe(analysis.key_topics.length);
  });

  it('tags Healthcare and nothing it only brushes past', () => {
    expect(analysis.affected_industries.map((i) => i.industry)).toEqual(['Healthcare']);
  });

  it('lists the Bill once, normalised, with the passage recording its second reading', () => {
    expect(analysis.bills_discussed).toEqual([
      { bill: 'Community Health Workers Bill, 2024', quote: 'The Community Health Workers Bill, 2024 was accordingly read a Second time' },
    ]);
  });

  it('titles the sitting by its business and names the meeting', () => {
    expect(analysis.title).toBe('Community Health Workers Bill, 2024 read a second time; Statement on Cholera Outbreak in the Coastal Districts');
    expect(analysis.session_type).toBe('First Meeting');
  });
});

describe('builtin engine on a question time about schools', () => {
  const sitting = educationSitting();
  const analysis = analyseSittingSync(sitting);

  it('tags Education; one mention of farming villages does not make it an Agriculture sitting', () => {
    expect(analysis.affected_industries.map((i) => i.industry)).toEqual(['Education']);
    const evidence = analysis.affected_industries[0]!.quote.toLowerCase();
    expect(evidence).toMatch(/teachers|school|pupils|curriculum/);
  });

  it('still gives three sentences without bills or a contents list: who answered, the Minister quoted, the adjournment', () => {
    expect(analysis.summary).toHaveLength(3);
    expect(analysis.summary[0]).toEqual({
      sentence: 'The Minister for Education (Mrs Adwoa Frimpong) answered questions.',
      quote: 'Minister for Education (Mrs Adwoa Frimpong)',
    });
    expect(analysis.summary[2]!.sentence).toBe('The House adjourned at 12.10 p.m. until Thursday, 14th March, 2024.');
    expect(analysis.summary[1]!.sentence).toMatch(/^On questions to the Ministry of Education, the Minister for Education \(Mrs Adwoa Frimpong\) said: “The Ministry will build six classroom blocks/);
    expect(analysis.title).toBe('Questions to the Ministry of Education');
    expect(analysis.session_type).toBe('Sitting of Parliament');
    expect(analysis.bills_discussed).toEqual([]);
  });
});

describe('builtin engine on thin or odd input', () => {
  it('gives a valid analysis for a record with no structure at all', () => {
    const text = 'The House met at 2.00 p.m.\n\nThe Clerk read the list of Members present at the sitting of the House.\n\nMembers observed a minute of silence in memory of a former Member.\n\nThe House was adjourned at 2.30 p.m. till Friday, 15th March, 2024 at 10.00 a.m.\n';
    const sitting = buildSitting(text, { date: null, meeting: null, presidingOfficer: null });
    const analysis = analyseSittingSync(sitting);
    expect(HansardAnalysisSchema.parse(analysis)).toEqual(analysis);
    for (const quote of quotesOf(analysis)) expect(locateQuote(text, quote), quote).not.toBeNull();
    expect(analysis.affected_industries).toEqual([]);
  });

  it('never names an industry outside the 20', () => {
    for (const sitting of [healthSitting(), educationSitting()]) {
      for (const tag of analyseSittingSync(sitting).affected_industries) expect(INDUSTRIES).toContain(tag.industry);
    }
  });
});

describe('builtinEngine', () => {
  it('is the offline engine: name builtin, no model, a version, and the same answer every time', async () => {
    expect(builtinEngine.name).toBe('builtin');
    expect(builtinEngine.model).toBeNull();
    expect(builtinEngine.version).toMatch(/^builtin-\d+\.\d+\.\d+$/);
    const first = await builtinEngine.analyse(healthSitting());
    const second = await builtinEngine.analyse(healthSitting());
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('does not start on an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(builtinEngine.analyse(healthSitting(), { signal: controller.signal })).rejects.toThrow('stop');
  });
});
