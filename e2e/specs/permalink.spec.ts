import { byId, fetchHansards, type HansardListItem } from '../support/api.js';
import { SPEC, TEXT } from '../support/constants.js';
import { hansardCards } from '../support/feed.js';
import { expect, failedResource, test } from '../support/fixtures.js';

let seed: HansardListItem[];

test.beforeAll(async ({ request }) => {
  seed = await fetchHansards(request);
});

test.describe('Hansard permalinks', () => {
  test('someone opening a shared link to /hansards/2012-02-14 sees that sitting straight away', async ({ page }) => {
    const hansard = byId(seed, '2012-02-14');
    await page.goto('/hansards/2012-02-14');

    const dialog = page.getByRole('dialog', { name: hansard.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: hansard.title, level: 2 })).toBeVisible();
    await expect(dialog.locator('time')).toHaveText('14 February 2012');
    await expect(dialog).toContainText(hansard.summary);
    await expect(dialog.getByRole('heading', { name: 'Key MPs Present' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Full Proceedings' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${hansard.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // The Hansards screen is behind it, and Hansards is the current section.
    await expect(page.getByRole('link', { name: 'Hansards', exact: true }).first()).toHaveAttribute('aria-current', 'page');

    // Closing a permalink lands on the list.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/hansards');
    await expect(page.getByText(`Showing ${SPEC.seededHansards} of ${SPEC.seededHansards} hansards`)).toBeVisible();
  });

  test('an unknown sitting says "Hansard not found" and offers a way back to all Hansards', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResource(404));
    await page.goto('/hansards/1999-01-01');

    const dialog = page.getByRole('dialog', { name: TEXT.hansardNotFound });
    await expect(dialog).toBeVisible();
    const back = dialog.getByRole('link', { name: 'Back to all Hansards' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL('/hansards');
    await expect(dialog).toBeHidden();
    await expect(hansardCards(page)).toHaveCount(SPEC.seededHansards);
  });

  test('a malformed Hansard address is treated as not found too', async ({ page, consoleErrors }) => {
    // The page itself answers 404, so search engines and link previews never take it for content.
    consoleErrors.allow(failedResource(404));
    await page.goto('/hansards/NOT%20A%20VALID%20ID');
    await expect(page.getByRole('dialog', { name: TEXT.hansardNotFound })).toBeVisible();
  });

  test('the browser Back button closes a Hansard opened from the list', async ({ page }) => {
    const hansard = seed[5]!;
    await page.goto('/hansards');
    await page
      .getByTestId('hansard-card')
      .filter({ hasText: hansard.title })
      .getByRole('button', { name: 'Read Full Hansard' })
      .click();
    await expect(page).toHaveURL(`/hansards/${hansard.id}`);
    await expect(page.getByRole('dialog', { name: hansard.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/hansards');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goForward();
    await expect(page.getByRole('dialog', { name: hansard.title })).toBeVisible();
  });
});

test.describe('Addresses people type', () => {
  test('/alerts, the name on the navigation bar, opens the Alerts screen at /subscribe', async ({ page }) => {
    await page.goto('/alerts');
    await expect(page).toHaveURL('/subscribe');
    await expect(page.getByRole('heading', { name: 'Subscribe to Kakyerɛ', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alerts', exact: true }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });
});
