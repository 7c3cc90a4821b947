import type { Locator, Page } from '@playwright/test';
import { SPEC } from './constants.js';
import { expect } from './fixtures.js';

export function hansardCards(page: Page): Locator {
  return page.getByTestId('hansard-card');
}

/** The card (feed or list) whose heading is exactly `title`. */
export function cardTitled(page: Page, title: string): Locator {
  return hansardCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

export async function openFeed(page: Page): Promise<void> {
  await page.goto('/');
  await expect(hansardCards(page)).toHaveCount(SPEC.feedPageSize);
}

/** Scrolls the sentinel at the end of the feed fully into view, as a reader scrolling down would. */
export async function scrollToFeedEnd(page: Page): Promise<void> {
  await page.getByTestId('feed-sentinel').scrollIntoViewIfNeeded();
}

/** Scrolls until `count` cards are shown (or the feed ends, whichever is first). */
export async function showFeedCards(page: Page, count: number): Promise<void> {
  const cards = hansardCards(page);
  for (let shown = await cards.count(); shown < count; shown = await cards.count()) {
    await scrollToFeedEnd(page);
    await expect(cards).not.toHaveCount(shown);
  }
}

export interface PagingEvent {
  /** ms since recording started */
  at: number;
  cards: number;
  spinner: boolean;
}

/**
 * Records, inside the page, every change in the number of feed cards and in the presence of the
 * "loading more" spinner, with timestamps. Deterministic where polling from the test would race
 * a 0.5 s spinner.
 */
export async function recordFeedPaging(page: Page): Promise<() => Promise<PagingEvent[]>> {
  await page.evaluate(() => {
    const start = performance.now();
    const log: { at: number; cards: number; spinner: boolean }[] = [];
    const snapshot = () => {
      const cards = document.querySelectorAll('[data-testid="hansard-card"]').length;
      const spinner = [...document.querySelectorAll('[role="status"]')].some((el) =>
        (el.textContent ?? '').includes('Loading more proceedings'),
      );
      const last = log[log.length - 1];
      if (!last || last.cards !== cards || last.spinner !== spinner) {
        log.push({ at: performance.now() - start, cards, spinner });
      }
    };
    snapshot();
    new MutationObserver(snapshot).observe(document.body, { childList: true, subtree: true });
    (window as unknown as { __feedPaging: typeof log }).__feedPaging = log;
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { __feedPaging: PagingEvent[] }).__feedPaging]);
}
