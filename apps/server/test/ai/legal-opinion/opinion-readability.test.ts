import { describe, expect, it } from 'vitest';
import { checkOpinionText } from '../../../src/modules/engines/ai/readability/check-readability.js';
import { OPINION_TEMPLATES as T } from '../../../src/modules/engines/ai/legal-opinion/opinion-templates.js';

const kinds = (text: string, quotes: string[] = []) => checkOpinionText(text, quotes).map((f) => f.kind);

describe("the readability check of an opinion's own sentences", () => {
  it('passes every template, filled as the engine fills them', () => {
    const act = { kind: 'act', title: 'Ferry Toll Act, 2099 (Act 9998)' } as const;
    const opinion = [
      T.source(act),
      T.unsure,
      T.notMentioned(act, ['cryptocurrency', 'wallets']),
      T.kindNotFound(['exemptions']),
      T.noNumber('how many days'),
      T.answers('section 2 (Scope of toll)', 'The toll does not apply to … a crossing by a child'),
      T.alsoBears('section 3 (Collection)', 'The Authority shall collect the toll.'),
      T.closestProvisions(['section 4 (Offences)']),
      T.closestProvisions(['section 2 (Scope of toll)', 'section 4 (Offences)', 'Schedule 1 (Exempt crossings)']),
      T.judgeForYourself,
      T.noParticularCase,
      T.notFound('Ferry Toll Bill, 2099', ['capital', 'France']),
      `${T.summaryOnly('Ferry Toll Bill, 2099')} ${T.summarySays(['Imposed a toll of 2.5% on fares.'])}`,
    ].join('\n\n');
    expect(checkOpinionText(opinion)).toEqual([]);
  });

  it('fails the faults of the old engine: a fragment of the question read as a topic, a dangling ending, doubled words, an empty list', () => {
    expect(kinds('The text of the Levy Bill does not appear to address this question: none of its sections deals with exempt in the way asked.')).toContain('cut-off');
    expect(kinds('The text does not mention.')).toContain('cut-off');
    expect(kinds('The text does not say how the the provisions apply.')).toContain('repeat');
    expect(kinds('the provision that answers this is section 2.')).toContain('cut-off');
    expect(kinds('The provision that answers this is section 2 (Scope of')).toContain('cut-off');
  });

  it('leaves the law’s own words alone: a quotation or a heading may hold anything', () => {
    expect(checkOpinionText('The provisions closest to it: section 13 (Nomination and appointment of the Prosecutor) and section 16 (Nomination and appointment of the Deputy).')).toEqual([]);
    const quote = 'promote, promote, monitor, monitor the “right” to';
    expect(checkOpinionText(`Section 41 (Object) says: “${quote}”`, [quote])).toEqual([]);
  });
});
