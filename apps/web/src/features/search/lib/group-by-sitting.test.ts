import type { SearchSpeech } from '@kakyere/contract';
import { describe, expect, it } from 'vitest';
import { groupBySitting } from './group-by-sitting';

const speech = (id: string, hansardId: string): SearchSpeech => ({
  id,
  match: 'all',
  hansardId,
  date: hansardId,
  sittingTitle: `Sitting ${hansardId}`,
  heading: null,
  label: 'Mr Speaker',
  person: null,
  excerpt: 'Order.',
  url: `/hansards/${hansardId}#speech-${id}`,
});

describe('search results grouped by sitting', () => {
  it('puts consecutive results from one sitting under one heading, in the ranking’s order', () => {
    const groups = groupBySitting([speech('a', '2012-02-02'), speech('b', '2012-02-02'), speech('c', '2011-10-26'), speech('d', '2011-10-26'), speech('e', '2011-10-26')]);
    expect(groups.map((g) => [g.hansardId, g.sittingTitle, g.speeches.map((s) => s.id)])).toEqual([
      ['2012-02-02', 'Sitting 2012-02-02', ['a', 'b']],
      ['2011-10-26', 'Sitting 2011-10-26', ['c', 'd', 'e']],
    ]);
  });

  it('never pulls a lower result up: a sitting ranked apart comes back under its own heading, with a key of its own', () => {
    const groups = groupBySitting([speech('a', '2012-02-02'), speech('b', '2011-10-26'), speech('c', '2012-02-02')]);
    expect(groups.map((g) => g.speeches.map((s) => s.id))).toEqual([['a'], ['b'], ['c']]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(3);
  });

  it('has no groups for no results', () => {
    expect(groupBySitting([])).toEqual([]);
  });
});
