import { ALL_INDUSTRIES_OPTION } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { filterHansards, matchesHansard } from './filter-hansards';

const budget = {
  title: 'Budget Statement and Economic Policy, 2012',
  summary: 'The Minister for Finance presented the fiscal plan, with new levies on mobile money.',
  affected_industries: ['Finance', 'Technology'],
};
const health = {
  title: 'Public Health Bill, 2011: Report of the Committee',
  summary: 'Members debated vaccination rules and the regulation of herbal medicine.',
  affected_industries: ['Healthcare', 'Social Welfare'],
};
const all = [budget, health];
const noFilter = { query: '', industry: ALL_INDUSTRIES_OPTION };

describe('Hansard search', () => {
  it('shows everything without a search or filter', () => {
    expect(filterHansards(all, noFilter)).toEqual(all);
    expect(filterHansards(all, { query: '', industry: '' })).toEqual(all);
  });

  it('finds a substring of the title, ignoring case', () => {
    expect(filterHansards(all, { ...noFilter, query: 'BUDGET state' })).toEqual([budget]);
  });

  it('finds a substring of the summary, ignoring case', () => {
    expect(filterHansards(all, { ...noFilter, query: 'Herbal' })).toEqual([health]);
    expect(filterHansards(all, { ...noFilter, query: 'mobile MONEY' })).toEqual([budget]);
  });

  it('matches inside words, as a substring', () => {
    expect(matchesHansard(health, { ...noFilter, query: 'accin' })).toBe(true);
  });

  it('ignores spaces around the search text', () => {
    expect(filterHansards(all, { ...noFilter, query: '  levies  ' })).toEqual([budget]);
  });

  it('finds nothing when neither title nor summary contains the text', () => {
    expect(filterHansards(all, { ...noFilter, query: 'mining' })).toEqual([]);
  });
});

describe('Hansard industry filter', () => {
  it('keeps Hansards that list the industry, ignoring case', () => {
    expect(filterHansards(all, { query: '', industry: 'Finance' })).toEqual([budget]);
    expect(filterHansards(all, { query: '', industry: 'social welfare' })).toEqual([health]);
  });

  it('matches the whole industry name, not part of it', () => {
    expect(filterHansards(all, { query: '', industry: 'Health' })).toEqual([]);
    expect(filterHansards(all, { query: '', industry: 'Welfare' })).toEqual([]);
  });

  it('treats All Industries as no filter, whatever its case', () => {
    expect(filterHansards(all, { query: '', industry: 'all industries' })).toEqual(all);
  });

  it('applies search and industry together', () => {
    expect(filterHansards(all, { query: 'bill', industry: 'Healthcare' })).toEqual([health]);
    expect(filterHansards(all, { query: 'budget', industry: 'Healthcare' })).toEqual([]);
  });
});
