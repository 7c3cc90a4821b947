import type { Locator, Page } from '@playwright/test';
import { journeyStages } from '../support/bills.js';
import { expect, test } from '../support/fixtures.js';

// The Right to Information Bill: eight stages, two debates; the tabs are wider than a phone.
const RTI = 'right-to-information-bill-2018';
const TAB_NAMES = ['Legislative Journey (8)', 'Amendments (0)', 'Debates (2)', 'Stakeholders (0)', 'Legal Opinion'];
const PHONE_WIDTH = 390;

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Bill details' });
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });
/** The row that scrolls sideways (the tab list's parent), and the strip around it with its hints. */
const scroller = (page: Page) => tablist(page).locator('..');
const strip = (page: Page) => scroller(page).locator('..');
const hint = (page: Page, side: 'start' | 'end') => strip(page).locator(`[data-edge-hint="${side}"]`);

async function openBill(page: Page, search = ''): Promise<void> {
  await page.goto(`/bills/${RTI}${search}`);
  await expect(tablist(page).getByRole('tab')).toHaveText(TAB_NAMES);
}

async function expectHints(page: Page, shown: { start: boolean; end: boolean }): Promise<void> {
  await expect(hint(page, 'start')).toHaveCSS('opacity', shown.start ? '1' : '0');
  await expect(hint(page, 'end')).toHaveCSS('opacity', shown.end ? '1' : '0');
}

/** The tab is wholly on screen, clear of any edge hint that is showing. */
async function expectFullyVisible(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = (await locator.boundingBox())!;
      if (box.x < 0 || box.x + box.width > PHONE_WIDTH) return 'off screen';
      for (const side of ['start', 'end'] as const) {
        if ((await hint(page, side).getAttribute('data-shown')) !== 'true') continue;
        const cover = (await hint(page, side).boundingBox())!;
        if (box.x + 1 < cover.x + cover.width && cover.x + 1 < box.x + box.width) return `under the ${side} hint`;
      }
      return 'visible';
    })
    .toBe('visible');
}

/** A finger dragging across the row: to the left (towards the later tabs) or to the right. */
async function swipeRow(page: Page, direction: 'left' | 'right'): Promise<void> {
  const box = (await scroller(page).boundingBox())!;
  const y = Math.round(box.y + box.height / 2);
  const [from, to] = direction === 'left' ? [box.width - 40, 40] : [40, box.width - 40];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x: Math.round(x), y }] });
  await touch('touchStart', from);
  for (let step = 1; step <= 10; step++) await touch('touchMove', from + ((to - from) * step) / 10);
  await touch('touchEnd');
  await cdp.detach();
}

/** Swipes (at most three times, as a person would) until the row can go no further. */
async function swipeToEnd(page: Page, direction: 'left' | 'right'): Promise<void> {
  const atEnd = () =>
    scroller(page).evaluate(
      (el, left) => (left ? el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 : el.scrollLeft <= 0),
      direction === 'left',
    );
  for (let swipe = 0; swipe < 3 && !(await atEnd()); swipe++) {
    await swipeRow(page, direction);
    await page.waitForTimeout(300); // a fling may carry on
  }
  expect(await atEnd(), `the row reaches its ${direction === 'left' ? 'end' : 'start'}`).toBe(true);
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

  test('a citizen sees that more tabs are hidden, swipes to them and opens each one @phone', async ({ page }) => {
    await openBill(page);
    await strip(page).scrollIntoViewIfNeeded();
    const shifts = await watchLayoutShifts(page);

    // The row is wider than the phone; a fade and arrow mark the end that hides tabs, not the start.
    const row = await scroller(page).evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expectHints(page, { start: false, end: true });
    // The hints are decoration: hidden from screen readers and out of the Tab order.
    for (const side of ['start', 'end'] as const) {
      await expect(hint(page, side)).toHaveAttribute('aria-hidden', 'true');
      await expect(hint(page, side).locator('button')).toHaveAttribute('tabindex', '-1');
    }
    await expect(strip(page).getByRole('button')).toHaveCount(0);
    await expect(strip(page).getByRole('tab')).toHaveCount(5);

    // Swiping towards the end: the start now hides tabs too; at the end, only the start does.
    await swipeRow(page, 'left');
    await expect.poll(() => scroller(page).evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(hint(page, 'start')).toHaveCSS('opacity', '1');
    await swipeToEnd(page, 'left');
    await expectHints(page, { start: true, end: false });
    await tab(page, 'Legal Opinion').tap();
    await expect(tab(page, 'Legal Opinion')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Legal Opinion' })).toBeVisible();
    await expectFullyVisible(page, tab(page, 'Legal Opinion'));

    // The start arrow pages back; a swipe back to the start leaves only the end hint.
    await hint(page, 'start').locator('button').tap();
    await expectHints(page, { start: true, end: true });
    await swipeToEnd(page, 'right');
    await expectHints(page, { start: false, end: true });

    // The end arrow pages forward.
    await hint(page, 'end').locator('button').tap();
    await expect.poll(() => scroller(page).evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);

    // The keyboard reaches every tab, each scrolled fully into view and selected.
    await tab(page, 'Legal Opinion').focus();
    for (const name of [...TAB_NAMES].reverse().slice(1)) {
      await page.keyboard.press('ArrowLeft');
      await expect(tab(page, name)).toBeFocused();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expectFullyVisible(page, tab(page, name));
    }
    await page.keyboard.press('End');
    await expect(tab(page, 'Legal Opinion')).toHaveAttribute('aria-selected', 'true');
    await expectFullyVisible(page, tab(page, 'Legal Opinion'));

    // Loading, and showing and hiding the hints, never moved anything on the page.
    expect(await shifts()).toBe(0);
  });

  test('a tab opened from the address is scrolled into the row @phone', async ({ page }) => {
    await openBill(page, '?tab=stakeholders');
    await expect(tab(page, 'Stakeholders (0)')).toHaveAttribute('aria-selected', 'true');
    await strip(page).scrollIntoViewIfNeeded();
    await expectFullyVisible(page, tab(page, 'Stakeholders (0)'));
    await expectHints(page, { start: true, end: true });
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

  test('every tab fits, so no hint is shown', async ({ page }) => {
    await openBill(page);
    await expectHints(page, { start: false, end: false });
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
