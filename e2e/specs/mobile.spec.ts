import type { Page } from '@playwright/test';
import { fetchHansards, type HansardListItem } from '../support/api.js';
import { SPEC } from '../support/constants.js';
import { cardTitled, hansardCards, openFeed, scrollToFeedEnd } from '../support/feed.js';
import { expect, test } from '../support/fixtures.js';
import { colourDistance, pixelsAt } from '../support/pixels.js';

const PHONE_WIDTH = 390;
const NAV_LABELS = ['Home', 'Hansards', 'Bills', 'Alerts'];

let seed: HansardListItem[];

test.beforeAll(async ({ request }) => {
  seed = await fetchHansards(request);
});

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth } = await horizontalOverflow(page);
  expect(scrollWidth, 'page is wider than the phone screen').toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Every visible link with this exact name. */
async function visibleLinks(page: Page, name: string): Promise<number> {
  const links = await page.getByRole('link', { name, exact: true }).all();
  let visible = 0;
  for (const link of links) if (await link.isVisible()) visible += 1;
  return visible;
}

test.describe('On a phone @phone', () => {
  test.skip(({ viewport }) => viewport?.width !== PHONE_WIDTH, 'phone layout only');

  test('the bottom bar with Home, Hansards, Bills and Alerts stays fixed at the bottom @phone', async ({ page }) => {
    await openFeed(page);
    const bottomBar = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await expect(bottomBar).toHaveCount(1);
    await expect(bottomBar.getByRole('link')).toHaveText(NAV_LABELS);
    await expect(bottomBar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const viewportHeight = page.viewportSize()!.height;
    const atBottom = async () => {
      const box = (await bottomBar.boundingBox())!;
      return Math.round(box.y + box.height);
    };
    expect(await atBottom()).toBe(viewportHeight);
    await expect(bottomBar).toHaveCSS('position', 'fixed');

    // Still there after scrolling down the feed.
    await scrollToFeedEnd(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await atBottom()).toBe(viewportHeight);

    // Each link goes to its screen.
    await bottomBar.getByRole('link', { name: 'Hansards' }).click();
    await expect(page).toHaveURL('/hansards');
    await expect(bottomBar.getByRole('link', { name: 'Hansards' })).toHaveAttribute('aria-current', 'page');
    await bottomBar.getByRole('link', { name: 'Bills' }).click();
    await expect(page).toHaveURL('/bills');
    await bottomBar.getByRole('link', { name: 'Alerts' }).click();
    await expect(page).toHaveURL('/subscribe');
    await bottomBar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the navigation links appear once, not in the top bar as well @phone', async ({ page }) => {
    await openFeed(page);
    for (const label of NAV_LABELS) {
      expect(await visibleLinks(page, label), `visible "${label}" links`).toBe(1);
    }
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });

  test('nothing overflows the screen sideways on the feed, the list and in dialogs @phone', async ({ page }) => {
    await openFeed(page);
    await expectNoHorizontalOverflow(page);
    await hansardCards(page).first().getByRole('button', { name: 'Read more...' }).click();
    await expectNoHorizontalOverflow(page);
    await hansardCards(page).first().getByRole('button', { name: 'View Full' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Escape');

    await page.goto('/hansards');
    await expect(hansardCards(page)).toHaveCount(SPEC.seededHansards);
    await expectNoHorizontalOverflow(page);
    await page.goto('/hansards/2012-02-14');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('a reader on a phone can page through the feed and read a sitting in full @phone', async ({ page }) => {
    await openFeed(page);
    await scrollToFeedEnd(page);
    await expect(hansardCards(page)).toHaveCount(2 * SPEC.feedPageSize);

    const hansard = seed[12]!;
    const card = cardTitled(page, hansard.title);
    await card.getByRole('button', { name: 'View Full' }).tap();
    const dialog = page.getByRole('dialog', { name: hansard.title });
    await expect(dialog).toBeVisible();
    // The dialog fits the screen and its close button can be reached.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_WIDTH);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
    await expect(dialog.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
  });

  test('a reader on a phone can search the list and open a Hansard @phone', async ({ page }) => {
    await page.goto('/hansards');
    await page.getByPlaceholder('Search by title or summary...').fill('cocoa');
    await expect(page.getByText('Showing 1 of 38 hansards')).toBeVisible();
    await page.getByRole('button', { name: 'Read Full Hansard' }).tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Key MPs Present' })).toBeVisible();
    await dialog.getByRole('heading', { name: 'Full Proceedings' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('heading', { name: 'Full Proceedings' })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(page).toHaveURL('/hansards');
  });
});

test.describe('On a desktop', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'desktop layout only');

  test('the main navigation is in the top bar and there is no bottom bar', async ({ page }) => {
    await openFeed(page);
    const visibleNav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await expect(visibleNav).toHaveCount(1);
    const box = (await visibleNav.boundingBox())!;
    expect(box.y).toBeLessThan(64);
    for (const label of NAV_LABELS) {
      expect(await visibleLinks(page, label), `visible "${label}" links`).toBe(1);
    }
  });

  test('the space kept for the scroll bar matches the page, and darkens with it behind a dialog', async ({ page }) => {
    // A short page has no scroll bar, only the space kept for one (scrollbar-gutter: stable).
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Subscribe to Kakyerɛ', level: 1 })).toBeVisible();
    // clientWidth cannot tell: headless Chromium hides scroll bars yet still keeps their space.
    const gutter = await page.evaluate(() =>
      Math.round(window.innerWidth - document.documentElement.getBoundingClientRect().width),
    );
    test.skip(gutter === 0, 'this browser overlays its scroll bars and keeps no space for them');
    const width = page.viewportSize()!.width;
    const inGutter: [number, number] = [width - Math.ceil(gutter / 2), 400];
    // Right of the content column: the page's own background (behind the backdrop, later).
    const beside: [number, number] = [width - gutter - 4, 400];

    const [pageInGutter, pageBeside] = await pixelsAt(page, [inGutter, beside]);
    expect(colourDistance(pageInGutter!, pageBeside!), `page ${pageBeside} but ${pageInGutter} beside it`).toBeLessThanOrEqual(2);

    await page.goto('/hansards/2012-02-14');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect
      .poll(async () => {
        const [dimmedGutter, backdrop] = await pixelsAt(page, [inGutter, beside]);
        return colourDistance(dimmedGutter!, backdrop!);
      }, { message: 'the kept space is as dark as the backdrop beside it' })
      .toBeLessThanOrEqual(3);

    // Closing the dialog gives the page its own colour back.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const [gutterAfter, besideAfter] = await pixelsAt(page, [inGutter, beside]);
    expect(colourDistance(gutterAfter!, besideAfter!)).toBeLessThanOrEqual(2);
  });
});
