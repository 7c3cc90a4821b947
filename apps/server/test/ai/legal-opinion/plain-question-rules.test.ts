import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeBuiltinOpinion } from '../../../src/modules/engines/ai/legal-opinion/compose-builtin-opinion.js';
import { verbPositionWords } from '../../../src/modules/engines/ai/legal-opinion/question-roles.js';
import { rankSections } from '../../../src/modules/engines/ai/legal-opinion/rank-sections.js';
import { stem } from '../../../src/modules/engines/ai/legal-opinion/tokenise.js';
import { parseBillText } from '../../../src/modules/records/bill-texts/parse-bill-text.js';

// A fictional bill written for these tests (fixtures/bill-texts/README.md): no real law is quoted.
const parsed = parseBillText(readFileSync(path.resolve(import.meta.dirname, '../../fixtures/bill-texts/market-stalls-bill.txt'), 'utf8'));
const SECTIONS = parsed.sections.map((s) => ({ number: s.number, heading: s.heading, text: s.text }));
const BILL = { title: parsed.title!, summary: '' };
const ask = (question: string) => composeBuiltinOpinion(question, BILL, SECTIONS);
const firstCited = (question: string) => ask(question).citations[0]?.section;

describe('plain questions against statutory wording', () => {
  it('finds the words standing where English puts a verb', () => {
    expect([...verbPositionWords('Can I sublet my stall?')]).toContain('sublet');
    expect([...verbPositionWords('Do I have to renew it?')]).toContain('renew');
    expect([...verbPositionWords('Who hires the staff?')]).toContain('hires');
    expect([...verbPositionWords('Is helping a trader a crime?')]).toContain('helping');
    expect([...verbPositionWords('If the fee was deducted by mistake?')]).toContain('deducted');
    // "to" before a noun is a preposition: "apply to transfers" asks about transfers.
    expect([...verbPositionWords('Does it apply to cryptocurrency transfers?')]).not.toContain('cryptocurrency');
    expect([...verbPositionWords('Can I get a refund?')]).not.toContain('refund');
  });

  it('does not doubt an answer for a verb the text never uses, but does for a noun it never uses', () => {
    // "sublet" is nowhere in the text; the question is still about stalls and permits (section 2).
    const sublet = ask('Can I sublet my stall without a permit?');
    expect(sublet.confidence).toBe('answered');
    expect(sublet.citations[0]!.section).toBe('2');
    expect(sublet.opinion).toMatch(/does not mention “sublet”/);
    // "refund" is a thing the text never mentions: the question turns on it, so the answer is only the closest provisions, said as such.
    const refund = ask('Can I get a refund of the permit fee?');
    expect(refund.confidence).toBe('closest');
    expect(refund.opinion).toMatch(/could not find a provision that clearly answers this question/);
    expect(refund.opinion).toMatch(/does not mention “refund”/);
  });

  it('reads an irregular past form as its verb: "kept" finds "keep"', () => {
    expect(stem('kept')).toBe(stem('keep'));
    expect(stem('paid')).toBe(stem('pays'));
    const { ranked, concepts } = rankSections('Where are permits kept?', SECTIONS, { title: BILL.title });
    expect(ranked[0]!.section.number).toBe('9');
    expect(ranked[0]!.matched).toContain(concepts.find((c) => c.word === 'kept'));
  });

  it('drops "-able" when a word is left: "chargeable" finds "charged", "liable" stays whole', () => {
    expect(stem('chargeable')).toBe(stem('charged'));
    expect(stem('liable')).toMatch(/^liab/);
    const answer = ask('Are permits chargeable?');
    expect(answer.citations[0]!.section).toBe('2');
    expect(answer.opinion).not.toMatch(/does not say anything about chargeable/);
  });

  it('knows the law’s words for plain ones: illegal, rules, yearly, hire, unpaid, break up, achieve', () => {
    expect(firstCited('Is it illegal to help someone trade without a permit?')).toBe('8');
    expect(firstCited('Who makes the rules for trading?')).toBe('5');
    expect(firstCited('Does the Board publish a yearly report?')).toBe('6');
    expect(firstCited('Who can the Board hire?')).toBe('3');
    expect(firstCited('How does the Board get back unpaid fees?')).toBe('4');
    expect(firstCited('Can the Minister break up a trade association?')).toBe('7');
    expect(firstCited('What is the Market Board supposed to achieve?')).toBe('1');
  });

  it('finds a name the reader types as its initials: "MB" is the Market Board', () => {
    expect(firstCited('When must the MB send its report to the Minister?')).toBe('6');
  });

  it('is not put off by everyday words the text never uses, but still by a specific one', () => {
    const stall = ask('My brother is a trader too. Does he need a permit for a stall as well?');
    expect(stall.confidence).toBe('answered');
    expect(stall.citations[0]!.section).toBe('2');
    // "compensation" is a thing the text never mentions, however the rest of the question is put.
    expect(ask('Can my brother get compensation for a permit?').confidence).not.toBe('answered');
  });
});
