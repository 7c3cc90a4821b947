import type { Page } from '@playwright/test';
import { SPEC, TEXT } from '../support/constants.js';
import { hansardCards, openFeed } from '../support/feed.js';
import { expect, test } from '../support/fixtures.js';

// These tests run the app as a visitor's browser does, with its service worker.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed and taken charge of the next load. */
async function serviceWorkerActive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      message: 'service worker activated',
      timeout: 5_000,
    })
    .toBe('activated');
}

test.describe('Service worker and page loads', () => {
  test('every screen loads without console errors or Content-Security-Policy violations @phone', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.defineProperty(window, '__cspViolations', { value: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`),
      );
    });
    const screens: [string, RegExp][] = [
      ['/', /Parliament Feed/],
      ['/hansards', /Parliamentary Hansards/],
      ['/hansards/2012-02-14', /Presidential \(Transition\) Bill/],
      ['/bills', /Parliamentary Bills/],
      ['/subscribe', /Subscribe/],
      ['/no-such-page', /Page not found/],
    ];
    // The not-found page is served with a 404 status, which Chromium reports on the console.
    consoleErrors.allow(/status of 404 \(Not Found\) \(http:\/\/[^/]+\/no-such-page:0\)$/);
    for (const [path, heading] of screens) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await page.waitForLoadState('load');
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      // zod runs jitless in browsers (contract/configure-zod.ts), so not even its eval probe trips the CSP.
      expect(violations, `CSP violations on ${path}`).toEqual([]);
    }
    expect(consoleErrors.unexpected()).toEqual([]);
  });

  test('after a first visit, the feed can still be read offline', async ({ page, context, consoleErrors }) => {
    // Offline, the list call fails in the browser or in the worker.
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/, /Failed to fetch hansards|Failed to connect/);
    await openFeed(page);
    await serviceWorkerActive(page);
    await page.reload();
    await expect(hansardCards(page)).toHaveCount(SPEC.feedPageSize);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(hansardCards(page)).toHaveCount(SPEC.feedPageSize);

    // The list screen still opens offline; never fetched online, its data is not cached.
    await page.goto('/hansards');
    await expect(page.getByRole('heading', { name: 'Parliamentary Hansards' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(TEXT.listLoadFailed, { timeout: 10_000 });
  });

  test('a bill page read once opens offline, whole, with its tabs working', async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    await page.goto('/bills/right-to-information-bill-2018');
    await serviceWorkerActive(page);
    // Read it once with the worker in charge, so it keeps this page under its own address.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Right to Information Bill, 2018' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Right to Information Bill, 2018' })).toBeVisible();
    await expect(page.getByTestId('journey-stage')).toHaveCount(8);
    await page.getByRole('tab', { name: 'Debates (2)' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Debates (2)' }).getByTestId('debate')).toHaveCount(2);
  });
});
