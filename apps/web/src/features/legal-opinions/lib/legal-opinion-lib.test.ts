import type { LegalOpinion } from '@kakyere/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/safe-storage';
import { describeOpinionEngine, formatOpinionTime } from './describe-opinion';
import { opinionErrorMessage } from './opinion-error-message';
import { addToOpinionHistory, OPINION_HISTORY_LIMIT, readOpinionHistory, writeOpinionHistory } from './opinion-history';
import { splitAtQuoteParts } from './split-at-quote';
import { starterQuestions } from './starter-questions';

const opinion = (id: string, question = `Question ${id}?`): LegalOpinion => ({
  id,
  question,
  opinion: 'An opinion.',
  timestamp: '2026-11-24T09:30:00.000Z',
  citations: [],
  confidence: 'answered',
  source: { kind: 'bill', title: 'Rent Bill, 2022' },
  laterBills: [],
  engine: { name: 'builtin', model: null, version: 'builtin-opinion-1.1.0' },
  disclaimer: 'For information only.',
  cached: false,
});

describe('legal question errors (spec §8)', () => {
  it("shows the server's own text, else 'Failed to get legal opinion', and 'Failed to connect to server' without an answer", () => {
    expect(opinionErrorMessage(new ApiRequestError('refused', 400, 'Question must be between 1 and 140 characters'))).toBe(
      'Question must be between 1 and 140 characters',
    );
    expect(opinionErrorMessage(new ApiRequestError('notFound', 404, 'Bill not found'))).toBe('Bill not found');
    expect(opinionErrorMessage(new ApiRequestError('refused', 500))).toBe('Failed to get legal opinion');
    expect(opinionErrorMessage(new ApiRequestError('unexpected', 502))).toBe('Failed to get legal opinion');
    expect(opinionErrorMessage(new ApiRequestError('network', 0))).toBe('Failed to connect to server');
    expect(opinionErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to connect to server');
  });
});

describe("this browser's earlier answers on a bill", () => {
  it('keeps the newest first, an answer given again once, and at most the limit', () => {
    let history: LegalOpinion[] = [];
    for (let i = 0; i < OPINION_HISTORY_LIMIT + 3; i++) history = addToOpinionHistory(history, opinion(String(i)));
    expect(history).toHaveLength(OPINION_HISTORY_LIMIT);
    expect(history[0]!.id).toBe(String(OPINION_HISTORY_LIMIT + 2));
    history = addToOpinionHistory(history, opinion('5'));
    expect(history.filter((o) => o.id === '5')).toHaveLength(1);
    expect(history[0]!.id).toBe('5');
  });

  it('survives a reload per bill, and ignores what it cannot read', () => {
    const storage = memoryStorage();
    writeOpinionHistory('rti-bill', [opinion('a')], storage);
    expect(readOpinionHistory('rti-bill', storage).map((o) => o.id)).toEqual(['a']);
    expect(readOpinionHistory('other-bill', storage)).toEqual([]);
    const broken = memoryStorage({ 'kakyere.legalOpinions.x': '{not json', 'kakyere.legalOpinions.y': '[{"id":1},"text"]' });
    expect(readOpinionHistory('x', broken)).toEqual([]);
    expect(readOpinionHistory('y', broken)).toEqual([]);
    expect(readOpinionHistory('z', null)).toEqual([]);
  });

  it('brings an answer kept before graded answers up to date, so it still shows', () => {
    const old = { id: 'o', question: 'Q?', opinion: 'O.', timestamp: '2026-11-24T09:30:00.000Z', disclaimer: 'D.', engine: { name: 'builtin', model: null, version: 'builtin-opinion-1.3.0' }, cached: false };
    const storage = memoryStorage({
      'kakyere.legalOpinions.b': JSON.stringify([{ ...old, citations: [{ section: '2', heading: 'H', quote: 'A quote', text: 'A quote here.' }] }, { ...old, id: 'p', citations: [] }]),
    });
    const [cited, refused] = readOpinionHistory('b', storage);
    expect(cited).toMatchObject({ confidence: 'answered', laterBills: [], citations: [{ quoteParts: ['A quote'] }] });
    expect(refused).toMatchObject({ confidence: 'not-found', laterBills: [] });
  });
});

describe('an opinion as shown', () => {
  it('marks the quoted words within the section, or nothing when they are not there verbatim', () => {
    expect(splitAtQuoteParts('(1) A levy of 1% is imposed. (2) It is paid monthly.', ['It is paid monthly'])).toEqual([
      { text: '(1) A levy of 1% is imposed. (2) ', quoted: false },
      { text: 'It is paid monthly', quoted: true },
      { text: '.', quoted: false },
    ]);
    // A list's lead-in and the matching item: both marked, the items between them not.
    expect(splitAtQuoteParts('It does not apply to a gift; a loan; a sale.', ['It does not apply to', 'a sale'])).toEqual([
      { text: 'It does not apply to', quoted: true },
      { text: ' a gift; a loan; ', quoted: false },
      { text: 'a sale', quoted: true },
      { text: '.', quoted: false },
    ]);
    expect(splitAtQuoteParts('A levy is imposed.', ['A tax is imposed'])).toBeNull();
    expect(splitAtQuoteParts('A levy is imposed.', [''])).toBeNull();
  });

  it('says who wrote it and when: UTC before the page is live, the reader’s own time after', () => {
    expect(describeOpinionEngine({ name: 'builtin', model: null, version: 'builtin-opinion-1.1.0' })).toBe(
      "Written by Kakyerɛ's built-in engine (builtin-opinion-1.1.0)",
    );
    expect(describeOpinionEngine({ name: 'anthropic', model: 'claude-x', version: 'opinion-1' })).toBe('Written by claude-x (anthropic, opinion-1)');
    expect(formatOpinionTime('2026-11-24T09:30:00.000Z', false)).toBe('24 Nov 2026, 09:30 UTC');
    expect(formatOpinionTime('2026-11-24T09:30:00.000Z', true)).toMatch(/2026/);
    expect(formatOpinionTime('not a time', true)).toBe('not a time');
  });
});

describe('starter questions', () => {
  it('offers a question for each subject the text has a section on, in section order, at most three', () => {
    const sections = [
      { number: '1', heading: 'Imposition of levy' },
      { number: '2', heading: 'Exemptions' },
      { number: '3', heading: 'Offences and penalties' },
      { number: '4', heading: 'Appeals' },
    ];
    expect(starterQuestions(sections)).toEqual(['Who pays, and how much?', 'Who is exempt?', 'What happens to someone who breaks this law?']);
    expect(starterQuestions([{ number: '1', heading: 'Short title' }])).toEqual([]);
    for (const question of starterQuestions(sections, 10)) expect(question.length).toBeLessThanOrEqual(140);
  });
});
