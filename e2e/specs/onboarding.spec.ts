import type { Locator, Page } from '@playwright/test';
import { SPEC, STORAGE_KEYS } from '../support/constants.js';
import { hansardCards } from '../support/feed.js';
import { expect, test } from '../support/fixtures.js';

test.use({ skipOnboarding: false });

const STEP_TITLES = ['Welcome to Kakyerɛ', 'How Bills Become Laws', 'Explore Our Features', "You're All Set"];

function tour(page: Page): Locator {
  return page.getByRole('dialog');
}

function storedFlag(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.onboardingComplete);
}

async function expectStep(page: Page, step: number): Promise<void> {
  const dialog = tour(page);
  await expect(dialog).toHaveAccessibleName(STEP_TITLES[step - 1]!);
  await expect(dialog.getByText(`${step} of ${SPEC.onboardingSteps}`, { exact: true })).toBeVisible();
}

async function expectDismissedForGood(page: Page): Promise<void> {
  await expect(tour(page)).toHaveCount(0);
  expect(await storedFlag(page)).not.toBeNull();
  await page.reload();
  await expect(hansardCards(page)).toHaveCount(SPEC.feedPageSize);
  await expect(tour(page)).toHaveCount(0);
}

test.describe('Onboarding tour', () => {
  test('a first-time visitor is walked through the four steps and finishes with Get Started', async ({ page }) => {
    await page.goto('/');
    const dialog = tour(page);
    const previous = dialog.getByRole('button', { name: 'Previous' });
    const next = dialog.getByRole('button', { name: 'Next' });
    const skip = dialog.getByRole('button', { name: 'Skip' });

    await expectStep(page, 1);
    expect(await storedFlag(page)).toBeNull();
    await expect(previous).toBeDisabled();
    await expect(skip).toBeVisible();
    await expect(dialog).toContainText(/means\s+.tell it.\s+in Twi/);
    await expect(dialog).toContainText(/mission/i);

    await next.click();
    await expectStep(page, 2);
    await expect(previous).toBeEnabled();
    await expect(skip).toBeVisible();
    for (const stage of ['Pre-Introduction', 'First Reading', 'Committee Stage', 'Second Reading']) {
      await expect(dialog.getByText(stage, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Third Reading', { exact: true })).toHaveCount(0);
    await expect(dialog.getByText('and 4 more')).toBeVisible();

    await next.click();
    await expectStep(page, 3);
    await expect(skip).toBeVisible();
    for (const feature of ['Live Hansard Feed', 'Bill Tracking', 'Legal Opinions', 'Industry Alerts']) {
      await expect(dialog.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText('140 characters');

    // Previous goes back a step.
    await previous.click();
    await expectStep(page, 2);
    await next.click();
    await expectStep(page, 3);

    await next.click();
    await expectStep(page, 4);
    await expect(skip).toHaveCount(0);
    await expect(next).toHaveCount(0);
    const getStarted = dialog.getByRole('button', { name: 'Get Started' });
    await expect(getStarted).toBeVisible();
    expect(await storedFlag(page)).toBeNull();

    await getStarted.click();
    await expectDismissedForGood(page);
  });

  test('a visitor who skips the tour on any of the first three steps is not shown it again', async ({ page }) => {
    for (const step of [1, 2, 3]) {
      await test.step(`skip on step ${step}`, async () => {
        await page.goto('/');
        for (let i = 1; i < step; i++) await tour(page).getByRole('button', { name: 'Next' }).click();
        await expectStep(page, step);
        expect(await storedFlag(page)).toBeNull();
        await tour(page).getByRole('button', { name: 'Skip' }).click();
        if (step < 3) {
          await expect(tour(page)).toHaveCount(0);
          expect(await storedFlag(page)).not.toBeNull();
          await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.onboardingComplete);
        } else {
          await expectDismissedForGood(page);
        }
      });
    }
  });

  test('the page behind the tour cannot be scrolled until the tour is closed', async ({ page }) => {
    await page.goto('/');
    await expect(tour(page)).toBeVisible();
    await expect(hansardCards(page)).toHaveCount(SPEC.feedPageSize);
    const canScroll = () =>
      page.evaluate(() => {
        const root = document.scrollingElement!;
        const overflow = getComputedStyle(root).overflowY;
        return overflow !== 'hidden' && overflow !== 'clip' && root.scrollHeight > root.clientHeight;
      });
    expect(await canScroll()).toBe(false);

    // A wheel over the backdrop does not move the page.
    const viewport = page.viewportSize()!;
    await page.mouse.move(viewport.width / 2, 10);
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await tour(page).getByRole('button', { name: 'Skip' }).click();
    await expect(tour(page)).toHaveCount(0);
    expect(await canScroll()).toBe(true);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('keyboard focus stays inside the tour, and Escape dismisses it like Skip', async ({ page }) => {
    await page.goto('/');
    const dialog = tour(page);
    await expectStep(page, 1);
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeFocused();
    const focusInDialog = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement !== document.body);

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `focus left the tour after Tab #${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(), `focus left the tour after Shift+Tab #${i + 1}`).toBe(true);
    }
    // The feed behind cannot be reached.
    await expect(page.getByRole('button', { name: 'View Full' }).first()).not.toBeFocused();

    // Enter on a focused control works from the keyboard.
    await next.focus();
    await page.keyboard.press('Enter');
    await expectStep(page, 2);

    await page.keyboard.press('Escape');
    await expectDismissedForGood(page);
  });

  test('the tour is not shown once its completion flag is stored', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.onboardingComplete);
    await page.goto('/');
    await expect(hansardCards(page)).toHaveCount(SPEC.feedPageSize);
    await expect(tour(page)).toHaveCount(0);
  });
});
