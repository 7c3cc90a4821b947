import type { Locator, Page } from '@playwright/test';
import { journeyStages } from '../support/bills.js';
import { expect, test } from '../support/fixtures.js';

// The Right to Information Bill: eight stages, two debates; the tabs are wider than one row of a phone.
const RTI = 'right-to-information-bill-2018';
const TAB_NAMES = ['Legislative Journey (8)', 'Amendments (0)', 'Debates (2)', 'Stakeholders (0)', 'Legal Opinion'];
const PHONE_WIDTH = 390;

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Bill details' });
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });
/** The strip around the tab list (where choosing a tab scrolls the page to). */
const strip = (page: Page) => tablist(page).locator('..');

async function openBill(page: Page, search = ''): Promise<void> {
  await page.goto(`/bills/${RTI}${search}`);
  await expect(tablist(page).getByRole('tab')).toHaveText(TAB_NAMES);
}

/** The tab lies wholly inside the phone's screen, left to right. */
async function expectWithinScreen(locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  const name = await locator.textContent();
  expect(box.x, `${name} starts off screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends off screen`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Sums the page's layout shifts since it loaded, as CLS does (shifts right after input do not count). */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test.describe('Bill tabs on a phone @phone', () => {
  test.skip(({ viewport }) => viewport?.width !== PHONE_WIDTH, 'phone layout only');

  test('all five tabs lie inside a 390 px screen, wrapped, with nothing to scroll sideways @phone', async ({ page }) => {
    await openBill(page);
    await strip(page).scrollIntoViewIfNeeded();
    const shifts = await watchLayoutShifts(page);

    const tabs = await tablist(page).getByRole('tab').all();
    expect(tabs).toHaveLength(5);
    for (const each of tabs) await expectWithinScreen(each);
    // Neither the page nor the tab row scrolls sideways.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
    const row = await tablist(page).evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);

    // Each tab opens its panel with a tap, where it is.
    for (const name of [...TAB_NAMES].reverse()) {
      await tab(page, name).tap();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expectWithinScreen(tab(page, name));
    }

    // The keyboard reaches every tab, each selected.
    await tab(page, 'Legal Opinion').focus();
    for (const name of [...TAB_NAMES].reverse().slice(1)) {
      await page.keyboard.press('ArrowLeft');
      await expect(tab(page, name)).toBeFocused();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    }
    await page.keyboard.press('End');
    await expect(tab(page, 'Legal Opinion')).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);

    // Loading never moved anything on the page.
    expect(await shifts()).toBe(0);
  });

  test('a tab opened from the address is selected and in sight @phone', async ({ page }) => {
    await openBill(page, '?tab=legal-opinion');
    await expect(tab(page, 'Legal Opinion')).toHaveAttribute('aria-selected', 'true');
    await strip(page).scrollIntoViewIfNeeded();
    await expectWithinScreen(tab(page, 'Legal Opinion'));
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
  });
});

test.describe('Choosing a bill tab on a desktop', () => {
  test.skip(({ viewport }) => viewport?.width === PHONE_WIDTH, 'desktop layout only');
  // A laptop screen: the tab strip shows below the bill's header card, its panel below the fold.
  test.use({ viewport: { width: 1280, height: 760 } });

  const stripTop = (page: Page) => strip(page).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const headerBottom = (page: Page) =>
    page.getByRole('banner').evaluate((el) => Math.round(el.getBoundingClientRect().bottom));

  /** The whole strip shows at the bottom of the screen, with at most 70 px of its panel below it. */
  async function placeStripLow(page: Page): Promise<void> {
    const viewportHeight = page.viewportSize()!.height;
    const stripHeight = (await strip(page).boundingBox())!.height;
    const target = viewportHeight - stripHeight - 70;
    await page.evaluate((y) => window.scrollBy(0, y), (await stripTop(page)) - target);
    const top = await stripTop(page);
    expect(top, 'the strip is at the bottom of the screen').toBeGreaterThanOrEqual(target - 1);
    expect(top + stripHeight, 'the strip is on screen').toBeLessThanOrEqual(viewportHeight);
  }

  test('every tab fits on one row', async ({ page }) => {
    await openBill(page);
    const rows = new Set<number>();
    for (const each of await tablist(page).getByRole('tab').all()) rows.add(Math.round((await each.boundingBox())!.y));
    expect(rows.size).toBe(1);
  });

  test('clicking a tab low on the screen scrolls its panel into view, just below the top bar', async ({ page }) => {
    await openBill(page);
    await expect(journeyStages(page)).toHaveCount(8);
    await placeStripLow(page);

    await tab(page, 'Debates (2)').click();
    const panel = page.getByRole('tabpanel', { name: 'Debates (2)' });
    await expect(panel.getByTestId('debate')).toHaveCount(2);
    const top = await headerBottom(page);
    await expect.poll(() => stripTop(page)).toBe(top);
    await expect(panel.getByRole('heading', { name: 'Debates' })).toBeInViewport();
    await expect(panel.getByTestId('debate').first()).toBeInViewport();

    // With the panel in view, choosing another tab leaves the page where it is.
    const scrollY = await page.evaluate(() => window.scrollY);
    await tab(page, 'Amendments (0)').click();
    await expect(page.getByRole('tabpanel', { name: 'Amendments (0)' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test('choosing a tab with the keyboard after scrolling away brings the strip back from under the top bar', async ({
    page,
  }) => {
    await openBill(page);
    await tab(page, 'Legislative Journey (8)').focus();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => stripTop(page)).toBeLessThan(0);

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Amendments (0)')).toBeFocused();
    await expect.poll(() => stripTop(page)).toBe(await headerBottom(page));
    const panel = page.getByRole('tabpanel', { name: 'Amendments (0)' });
    await expect(panel.getByRole('heading', { name: 'Amendments' })).toBeInViewport();
  });

  test('with reduced motion the page jumps instead of gliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openBill(page);
    await placeStripLow(page);
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[] };
      w.__scrolls = [];
      window.addEventListener('scroll', () => w.__scrolls.push(window.scrollY), { passive: true });
    });

    await tab(page, 'Debates (2)').click();
    await expect.poll(() => stripTop(page)).toBe(await headerBottom(page));
    const positions = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
    expect(new Set(positions).size, `scroll positions: ${positions.join(', ')}`).toBe(1);
  });

  test('a link to a tab opens it where the page starts, without scrolling', async ({ page }) => {
    await openBill(page, '?tab=debates');
    await expect(tab(page, 'Debates (2)')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Debates (2)' }).getByTestId('debate')).toHaveCount(2);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Right to Information Bill, 2018' })).toBeInViewport();
  });
});
