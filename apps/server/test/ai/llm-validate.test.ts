import { describe, expect, it } from 'vitest';
import { validateAnalysis } from '../../src/modules/engines/ai/hansard-analysis/validate-analysis.js';
import { parseModelJson } from '../../src/modules/engines/ai/shared/parse-model-json.js';
import { makeSitting, validAnswer } from './llm-fixtures.js';

const sitting = makeSitting();
const withChange = (change: (answer: Record<string, any>) => void) => {
  const answer: Record<string, any> = validAnswer();
  change(answer);
  return answer;
};
const reasonFor = (raw: unknown) => {
  const result = validateAnalysis(sitting, raw);
  return result.ok ? null : result.reason;
};

describe('validateAnalysis', () => {
  it('accepts a valid answer given as an object or as text', () => {
    expect(validateAnalysis(sitting, validAnswer())).toEqual({ ok: true, analysis: validAnswer() });
    expect(validateAnalysis(sitting, JSON.stringify(validAnswer()))).toEqual({ ok: true, analysis: validAnswer() });
  });

  it('reads JSON after a <think> block or inside surrounding prose', () => {
    const json = JSON.stringify(validAnswer());
    expect(reasonFor(`<think>The user wants JSON {not this}.</think>\n${json}`)).toBeNull();
    expect(reasonFor(`Here is the analysis:\n${json}\nI hope this helps.`)).toBeNull();
    expect(parseModelJson('```\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(parseModelJson('{"a": ')).toBeUndefined();
  });

  it('names malformed JSON and the first schema problem', () => {
    expect(reasonFor('{"title": "Second Reading"')).toBe('malformed JSON');
    expect(reasonFor('')).toBe('malformed JSON');
    expect(reasonFor(withChange((a) => delete a.key_topics))).toMatch(/^wrong shape: key_topics: /);
    expect(reasonFor(withChange((a) => (a.bills_discussed[0].bill = 'the fisheries bill')))).toBe(
      'bill not written as "Title Bill, YYYY": "the fisheries bill"',
    );
  });

  it('rejects blank summary sentences', () => {
    expect(reasonFor(withChange((a) => (a.summary[2].sentence = '   ')))).toBe('empty summary sentence');
  });

  it('finds quotes despite reflowed lines and typographic punctuation, but not altered words', () => {
    const reflowed = 'Light   fishing and the use of\nunapproved nets have depleted the stocks';
    expect(reasonFor(withChange((a) => (a.affected_industries[1].quote = reflowed)))).toBeNull();
    const plainDash = 'BILLS - SECOND READING'; // the record prints an em dash
    expect(reasonFor(withChange((a) => (a.affected_industries[1].quote = plainDash)))).toBeNull();
    const paraphrased = 'Light fishing and illegal nets have depleted the stocks';
    expect(reasonFor(withChange((a) => (a.affected_industries[1].quote = paraphrased)))).toBe(
      `quote not found in the record: "${paraphrased}"`,
    );
  });

  it('checks that each bill is named in the record, title words together and with its year', () => {
    const bill = (name: string) => reasonFor(withChange((a) => (a.bills_discussed[0].bill = name)));
    expect(bill('The Fisheries and Aquaculture Bill, 2024')).toBeNull();
    expect(bill('Fisheries and Aquaculture Bill, 2019')).toBe('bill not named in the record: "Fisheries and Aquaculture Bill, 2019"');
    // Every word is somewhere in the record, but not as a title.
    expect(bill('Coastal Fishing Relief Bill, 2024')).toBe('bill not named in the record: "Coastal Fishing Relief Bill, 2024"');
  });
});
