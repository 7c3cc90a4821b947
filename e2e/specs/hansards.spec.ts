import type { Locator, Page } from '@playwright/test';
import { LIMITS } from '@kakyere/contract/constants';
import {
  byId,
  fetchHansards,
  holdRequests,
  isDetailRequest,
  isListRequest,
  patchDetailResponse,
  patchListResponse,
  serverError,
  type HansardListItem,
} from '../support/api.js';
import { SPEC, TEXT } from '../support/constants.js';
import { cardTitled, hansardCards } from '../support/feed.js';
import { expect, failedResource, test } from '../support/fixtures.js';

let seed: HansardListItem[];

test.beforeAll(async ({ request }) => {
  seed = await fetchHansards(request);
  expect(seed).toHaveLength(SPEC.seededHansards);
});

const searchBox = (page: Page) => page.getByPlaceholder('Search by title or summary...');
const industrySelect = (page: Page) => page.getByRole('combobox', { name: 'Filter by industry' });
const counter = (page: Page, shown: number, total = SPEC.seededHansards) =>
  page.getByText(`Showing ${shown} of ${total} hansards`, { exact: true });

function section(dialog: Locator, title: string): Locator {
  return dialog.locator('section').filter({ has: dialog.page().getByRole('heading', { name: title, exact: true }) });
}

async function openList(page: Page): Promise<void> {
  await page.goto('/hansards');
  await expect(counter(page, SPEC.seededHansards)).toBeVisible();
}

/** Independent oracle for spec §5: case-insensitive substring of title or summary. */
function matching(query: string, industry?: string): HansardListItem[] {
  const q = query.toLowerCase();
  return seed.filter(
    (h) =>
      (h.title.toLowerCase().includes(q) || h.summary.toLowerCase().includes(q)) &&
      (!industry || h.affected_industries.some((i) => i.toLowerCase() === industry.toLowerCase())),
  );
}

async function expectListed(page: Page, expected: HansardListItem[]): Promise<void> {
  await expect(counter(page, expected.length)).toBeVisible();
  await expect(hansardCards(page).getByRole('heading', { level: 2 })).toHaveText(expected.map((h) => h.title));
}

test.describe('Hansards list', () => {
  test('a citizen browsing the Hansards list sees every seeded sitting, newest first', async ({ page }) => {
    const listCall = await holdRequests(page, isListRequest);
    await page.goto('/hansards');
    await expect(page.getByRole('heading', { name: 'Parliamentary Hansards', level: 1 })).toBeVisible();
    // The newest sittings arrive with the page; the count waits for the whole list.
    await expect(hansardCards(page).getByRole('heading', { level: 2 })).toHaveText(
      seed.slice(0, LIMITS.hansardListFirstRender).map((h) => h.title),
    );
    await expect(page.getByText(/Showing \d+ of \d+ hansards/)).toHaveCount(0);
    listCall.release();

    await expect(counter(page, SPEC.seededHansards)).toBeVisible();
    await expect(searchBox(page)).toBeVisible();
    await expect(industrySelect(page)).toHaveValue('All Industries');
    const options = await industrySelect(page).locator('option').allTextContents();
    expect(options).toHaveLength(21);
    expect(options[0]).toBe('All Industries');
    await expectListed(page, seed);
    // Each card: date in long form, summary and the button to read it all.
    const first = cardTitled(page, seed[0]!.title);
    await expect(first.locator('time')).toHaveText('4 July 2023');
    await expect(first).toContainText(seed[0]!.summary);
    await expect(first.getByRole('button', { name: 'Read Full Hansard' })).toBeVisible();
    // Footer with copyright and tagline.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('©');
    await expect(footer).toContainText('accessible, understandable and actionable');
  });

  test('searching is case-insensitive and matches the title or the summary', async ({ page }) => {
    await openList(page);

    const inTitle = matching('cocoa');
    expect(inTitle).toHaveLength(1);
    await searchBox(page).fill('COCOA');
    await expectListed(page, inTitle);

    const inSummaryOnly = matching('mahama');
    expect(inSummaryOnly.length).toBeGreaterThan(0);
    expect(inSummaryOnly.every((h) => !h.title.toLowerCase().includes('mahama'))).toBe(true);
    await searchBox(page).fill('MaHaMa');
    await expectListed(page, inSummaryOnly);

    const both = matching('bagbin');
    expect(both.some((h) => h.title.includes('Bagbin'))).toBe(true);
    expect(both.some((h) => !h.title.includes('Bagbin'))).toBe(true);
    await searchBox(page).fill('bagbin');
    await expectListed(page, both);

    await searchBox(page).fill('');
    await expect(counter(page, SPEC.seededHansards)).toBeVisible();
  });

  test('the industry filter keeps the sittings that affect that industry', async ({ page }) => {
    await openList(page);
    for (const industry of ['Energy', 'Finance', 'Justice']) {
      const expected = matching('', industry);
      expect(expected.length).toBeGreaterThan(0);
      await industrySelect(page).selectOption(industry);
      await expectListed(page, expected);
    }
    await industrySelect(page).selectOption('All Industries');
    await expect(counter(page, SPEC.seededHansards)).toBeVisible();
  });

  test('the industry filter matches whole industry names, in any letter case', async ({ page }) => {
    // Two sittings get an industry that differs only in case, one a longer name containing it.
    const [a, b, c] = seed as [HansardListItem, HansardListItem, HansardListItem];
    await patchListResponse(page, isListRequest, (hansards) =>
      hansards.map((h) =>
        h.id === a.id
          ? { ...h, affected_industries: ['mining'] }
          : h.id === b.id
            ? { ...h, affected_industries: ['Justice', ' MINING '] }
            : h.id === c.id
              ? { ...h, affected_industries: ['Mining equipment'] }
              : h,
      ),
    );
    await openList(page);
    const realMining = matching('', 'Mining');
    await industrySelect(page).selectOption('Mining');
    await expect(counter(page, realMining.length + 2)).toBeVisible();
    await expect(cardTitled(page, a.title)).toBeVisible();
    await expect(cardTitled(page, b.title)).toBeVisible();
    await expect(cardTitled(page, c.title)).toHaveCount(0);
  });

  test('search and industry filter combine', async ({ page }) => {
    await openList(page);
    const bills = matching('bill');
    const finance = matching('', 'Finance');
    const both = matching('bill', 'Finance');
    expect(both.length).toBeLessThan(Math.min(bills.length, finance.length));
    expect(both.length).toBeGreaterThan(0);

    await searchBox(page).fill('Bill');
    await expect(counter(page, bills.length)).toBeVisible();
    await industrySelect(page).selectOption('Finance');
    await expectListed(page, both);
    await searchBox(page).fill('');
    await expectListed(page, finance);
  });

  test('a search that matches nothing says so and suggests adjusting it', async ({ page }) => {
    await openList(page);
    await searchBox(page).fill('zzzz no such sitting');
    await expect(page.getByRole('heading', { name: TEXT.noHansards })).toBeVisible();
    await expect(page.getByText(TEXT.adjustFilters)).toBeVisible();
    await expect(counter(page, 0)).toBeVisible();
    await expect(hansardCards(page)).toHaveCount(0);

    // A search that matches on its own but not with the industry chosen is empty too.
    await searchBox(page).fill('cocoa');
    await industrySelect(page).selectOption('Sports');
    await expect(page.getByText(TEXT.noHansards)).toBeVisible();
    await industrySelect(page).selectOption('All Industries');
    await expect(page.getByText(TEXT.noHansards)).toHaveCount(0);
    await expect(counter(page, 1)).toBeVisible();
  });

  test('a card shows at most four industry chips and folds the rest into +N more', async ({ page }) => {
    await openList(page);
    const chips = (h: HansardListItem) =>
      cardTitled(page, h.title).getByRole('list', { name: 'Affected industries' }).getByRole('listitem');
    const five = seed.filter((h) => h.affected_industries.length === 5);
    expect(five.length).toBeGreaterThan(0);
    for (const hansard of five) {
      await expect(chips(hansard)).toHaveText([...hansard.affected_industries.slice(0, 4), '+1 more']);
    }
    const four = byId(seed, '2012-05-15');
    expect(four.affected_industries).toHaveLength(4);
    await expect(chips(four)).toHaveText(four.affected_industries);
    // No card shows more than 4 industry chips plus the overflow chip.
    const counts = await hansardCards(page).evaluateAll((cards) =>
      cards.map((card) => card.querySelectorAll('ul[aria-label="Affected industries"] > li').length),
    );
    expect(Math.max(...counts)).toBe(5);
  });

  test('Read Full Hansard opens the whole record at its own address and closing returns to the list', async ({
    page,
  }) => {
    const hansard = byId(seed, '2012-02-14');
    await openList(page);
    const readFull = cardTitled(page, hansard.title).getByRole('button', { name: 'Read Full Hansard' });
    const detailCall = page.waitForResponse((response) => isDetailRequest(hansard.id)(new URL(response.url())));
    await readFull.click();

    await expect(page).toHaveURL(`/hansards/${hansard.id}`);
    expect((await detailCall).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: hansard.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('time')).toHaveText('14 February 2012');
    await expect(dialog).toContainText(hansard.session_type!);
    await expect(section(dialog, 'Affected Industries').getByRole('listitem')).toHaveText(hansard.affected_industries);
    await expect(section(dialog, 'Summary')).toContainText(hansard.summary);
    await expect(section(dialog, 'Key Topics Discussed').getByRole('listitem')).toHaveText(hansard.key_topics);
    await expect(section(dialog, 'Bills Discussed').getByRole('listitem')).toHaveText(hansard.bills_discussed);
    expect(hansard.mps_present.length).toBeGreaterThan(10);
    await expect(section(dialog, 'Key MPs Present').getByRole('listitem')).toHaveText(hansard.mps_present);
    // The seed carries no transcripts; the detail call said so and the dialog explains it.
    await expect(section(dialog, 'Full Proceedings')).toContainText('has not been published');
    await expect(dialog.getByRole('link', { name: 'Download Official Hansard PDF' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/hansards');
    await expect(readFull).toBeFocused();
    await expect(counter(page, SPEC.seededHansards)).toBeVisible();
  });

  test('the Full Proceedings transcript comes from /api/hansards/{id} and scrolls on its own', async ({ page }) => {
    const hansard = seed[0]!;
    const transcript = Array.from({ length: 80 }, (_, i) => `Line ${i + 1}: MR SPEAKER — Order! Order!`).join('\n');
    await patchDetailResponse(page, hansard.id, (detail) => ({ ...detail, raw_text: transcript }));
    await openList(page);
    await cardTitled(page, hansard.title).getByRole('button', { name: 'Read Full Hansard' }).click();

    const dialog = page.getByRole('dialog', { name: hansard.title });
    const proceedings = dialog.getByRole('region', { name: 'Full proceedings transcript' });
    await expect(proceedings).toContainText('Line 1: MR SPEAKER');
    await expect(proceedings).toContainText('Line 80: MR SPEAKER');
    const scrollable = await proceedings.evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(scrollable).toBe(true);

    // Escape closes it too, back to the list.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/hansards');
  });

  test('when the list fails to load, an error with Retry is shown, and Retry loads it', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResource(500));
    let failing = true;
    let failures = 0;
    await page.route(isListRequest, (route) => {
      if (!failing) return route.fallback();
      failures += 1;
      return serverError(route);
    });
    await page.goto('/hansards');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(TEXT.listLoadFailed, { timeout: 10_000 });
    expect(failures).toBeGreaterThanOrEqual(1);
    await expect(hansardCards(page)).toHaveCount(0);

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(counter(page, SPEC.seededHansards)).toBeVisible();
    await expect(hansardCards(page)).toHaveCount(SPEC.seededHansards);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the official PDF can be downloaded only for a sitting that has one', async ({ page }) => {
    expect(seed.every((h) => !h.has_pdf)).toBe(true);
    const withPdf = seed[3]!;
    const withoutPdf = seed[4]!;
    await patchListResponse(page, isListRequest, (hansards) =>
      hansards.map((h) => (h.id === withPdf.id ? { ...h, has_pdf: true } : h)),
    );
    await patchDetailResponse(page, withPdf.id, (detail) => ({ ...detail, has_pdf: true }));
    await openList(page);

    await cardTitled(page, withPdf.title).getByRole('button', { name: 'Read Full Hansard' }).click();
    let dialog = page.getByRole('dialog', { name: withPdf.title });
    const pdf = dialog.getByRole('link', { name: 'Download Official Hansard PDF' });
    await expect(pdf).toBeVisible();
    await expect(pdf).toHaveAttribute('href', `/api/hansards/${withPdf.id}/pdf`);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await cardTitled(page, withoutPdf.title).getByRole('button', { name: 'Read Full Hansard' }).click();
    dialog = page.getByRole('dialog', { name: withoutPdf.title });
    await expect(section(dialog, 'Full Proceedings')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download Official Hansard PDF' })).toHaveCount(0);
  });
});
