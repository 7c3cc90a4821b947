import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

// The Right to Information Bill: laid (first reading) on 29 March 2018.
const RTI = 'right-to-information-bill-2018';
const firstReading = (page: Page) => page.locator('[data-testid="journey-stage"][data-stage="first_reading"]');
const NUMERIC_DATE = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;

/** Opens the bill's page (with JavaScript on, the fixture waits for the browser to take it over). */
async function openRti(page: Page): Promise<void> {
  await page.goto(`/bills/${RTI}`);
}

/** Sends `acceptLanguage` with the request for the bill's page, whatever language the browser itself has. */
async function askFor(page: Page, acceptLanguage: string): Promise<void> {
  await page.route(
    (url) => url.pathname === `/bills/${RTI}`,
    async (route) => route.continue({ headers: { ...(await route.request().allHeaders()), 'accept-language': acceptLanguage } }),
  );
}

/** Switches tabs and back, so the journey is rendered again by the browser, not only hydrated. */
async function renderJourneyAgain(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /^Debates/ }).click();
  await expect(page.getByRole('tabpanel', { name: /^Debates/ })).toBeVisible();
  await page.getByRole('tab', { name: /^Legislative Journey/ }).click();
}

test.describe('Bill dates, for a browser asking for US English', () => {
  test.use({ locale: 'en-US' });

  test('name the month, in US order, and the page hydrates without a mismatch @phone', async ({ page, consoleErrors }) => {
    await openRti(page);
    await expect(firstReading(page)).toContainText('Started: Mar 29, 2018');
    await expect(firstReading(page)).toContainText('Completed: Mar 29, 2018');
    await expect(page.getByText(NUMERIC_DATE)).toHaveCount(0);
    await renderJourneyAgain(page);
    await expect(firstReading(page)).toContainText('Started: Mar 29, 2018');
    // The fixture fails the test on any console error; a hydration mismatch is reported as one.
    expect(consoleErrors.all.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page as served already names the month', async ({ page }) => {
      await openRti(page);
      await expect(firstReading(page)).toContainText('Started: Mar 29, 2018');
      await expect(page.getByText(NUMERIC_DATE)).toHaveCount(0);
    });
  });
});

test.describe('Bill dates, for a browser asking for British English', () => {
  test.use({ locale: 'en-GB' });

  test('put the day first and name the month', async ({ page }) => {
    await openRti(page);
    await expect(firstReading(page)).toContainText('Started: 29 Mar 2018');
    await expect(page.getByText(NUMERIC_DATE)).toHaveCount(0);
  });

  test("follow the language the page was asked for, not the browser's own, so hydration matches @phone", async ({ page, consoleErrors }) => {
    await askFor(page, 'en-US,en;q=0.9');
    await openRti(page);
    await expect(firstReading(page)).toContainText('Started: Mar 29, 2018');
    await renderJourneyAgain(page);
    await expect(firstReading(page)).toContainText('Started: Mar 29, 2018');
    expect(consoleErrors.all.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test('are in British English when the page asks for no language the site can write dates in', async ({ page }) => {
    await askFor(page, 'zz, *;q=0.5');
    await openRti(page);
    await expect(firstReading(page)).toContainText('Started: 29 Mar 2018');
  });
});
