import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSentenceSpans, splitSentences } from '../../src/modules/engines/text-index/split-sentences.js';
import { composeBuiltinOpinion } from '../../src/modules/engines/ai/legal-opinion/compose-builtin-opinion.js';

const seedBills = path.resolve(import.meta.dirname, '../../../../packages/db/seed/bills.json');

/** Whether a sentence boundary at `end` falls inside a figure: a digit (and a point or comma) before it, a digit right after. */
const endsInsideNumber = (text: string, end: number) => /\d[.,]?$/.test(text.slice(0, end)) && /^[.,]?\d/.test(text.slice(end));

describe('splitSentences', () => {
  it('keeps decimals, amounts, abbreviations, Act numbers and list items whole', () => {
    expect(splitSentences('The levy is set at 1.5% when passed. It was cut to 1% in 2023. A fee of GH¢5.00 applies.')).toEqual([
      'The levy is set at 1.5% when passed.',
      'It was cut to 1% in 2023.',
      'A fee of GH¢5.00 applies.',
    ]);
    expect(splitSentences('See s. 2 of Act 1075. No. 5 of the list is exempt. Mr. A. A. Osei spoke.')).toEqual([
      'See s. 2 of Act 1075.',
      'No. 5 of the list is exempt.',
      'Mr. A. A. Osei spoke.',
    ]);
    expect(splitSentences('It applies to: (a) banks; (b) telcos.\nIt ends in 2025.')).toEqual(['It applies to: (a) banks; (b) telcos.', 'It ends in 2025.']);
  });

  it('gives offsets of the text itself, so a sentence can be quoted verbatim', () => {
    const text = '  Imposed a levy of 2.5%.  Repealed in 2025. ';
    for (const { start, end } of splitSentenceSpans(text)) expect(text.slice(start, end)).toMatch(/^\S.*\S$/);
  });

  it('never ends a sentence inside a number in any seeded bill summary, and a summary answer quotes whole sentences', async () => {
    const bills = JSON.parse(await readFile(seedBills, 'utf8')) as { title: string; summary: string }[];
    expect(bills.length).toBeGreaterThan(30);
    for (const bill of bills) {
      const spans = splitSentenceSpans(bill.summary);
      for (const { end } of spans) expect(endsInsideNumber(bill.summary, end), `${bill.title}: "${bill.summary.slice(Math.max(0, end - 30), end + 10)}"`).toBe(false);
      for (const question of ['What is the rate of the levy?', 'How much does it cost?', 'Who pays?']) {
        const answer = composeBuiltinOpinion(question, bill, []);
        expect(answer.confidence).not.toBe('answered');
        // Every quoted sentence is a whole sentence of the summary.
        const sentences = spans.map(({ start, end }) => bill.summary.slice(start, end));
        for (const [, quoted] of answer.opinion.matchAll(/“([^”]*)”/g)) expect(sentences, bill.title).toContain(quoted);
      }
    }
  });
});
