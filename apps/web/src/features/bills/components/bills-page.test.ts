import type { Bill, PageDataSource } from '@kakyere/contract';
import { LIMITS } from '@kakyere/contract/constants';
import { describe, expect, it } from 'vitest';
import { render } from '../../../entry-server';
import { emptyPageData } from '../../../test-support/empty-page-data';

const bill = (index: number): Bill => ({
  id: `levy-bill-${index}`,
  billNumber: null,
  title: `Levy Bill ${index}`,
  shortTitle: null,
  summary: `A levy, number ${index}.`,
  billType: 'Government Bill',
  sponsor: null,
  ministry: null,
  status: 'active',
  currentStage: 'first_reading',
  introductionDate: null,
  lastActionDate: null,
  actNumber: null,
  actTitle: null,
  parliament: null,
  industries: [],
  aliases: [],
  sources: [],
});

/** A data source whose search matched `total` bills and answers `shown` of them (or all it is asked for). */
function searchMatching(shown: number, total: number) {
  const asked: (number | undefined)[] = [];
  const data = emptyPageData({
    bills: async ({ limit }) => {
      asked.push(limit);
      const count = limit === undefined ? shown : Math.min(limit, total);
      return { bills: Array.from({ length: count }, (_, i) => bill(i)), total };
    },
  });
  return { data, asked };
}

/** The text of the line under the footer, tags dropped ('' when it is empty). */
async function page(path: string, data: PageDataSource) {
  const { html } = await render(new URL(path, 'http://localhost'), data, { user: null });
  const line = /<p[^>]*data-testid="more-matches"[^>]*>(.*?)<\/p>/s.exec(html);
  expect(line, 'the more-matches line is always in the page').not.toBeNull();
  return { html, more: line![1]!.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, '') };
}

describe('the bills list, when a search matched more bills than it shows', () => {
  it('keeps the spec footer and says how many more match, with a link that shows them all', async () => {
    const { data, asked } = searchMatching(12, 15);
    const { html, more } = await page('/bills?q=levy', data);
    expect(asked).toEqual([undefined]);
    expect(html).toContain('Showing 12 bill(s)');
    expect(more).toBe('3 more bills match. Show all 15 matching bills or add words to narrow your search.');
    expect(html).toContain('href="/bills?q=levy&amp;all=1"');
  });

  it('says nothing more when the search shows every bill that matched', async () => {
    const { html, more } = await page('/bills?q=levy', searchMatching(12, 12).data);
    expect(html).toContain('Showing 12 bill(s)');
    expect(more).toBe('');
  });

  it('with ?all=1 asks for every match and shows them, with nothing more to say', async () => {
    const { data, asked } = searchMatching(12, 15);
    const { html, more } = await page('/bills?q=levy&all=1', data);
    expect(asked).toEqual([LIMITS.billSearchMaxLimit]);
    expect(html).toContain('Showing 15 bill(s)');
    expect(more).toBe('');
  });

  it('with ?all=1 and still more than the API gives, only suggests narrowing the search', async () => {
    const { data } = searchMatching(12, LIMITS.billSearchMaxLimit + 1);
    const { more } = await page('/bills?q=levy&all=1', data);
    expect(more).toBe('1 more bill matches. Add words to narrow your search.');
  });
});
