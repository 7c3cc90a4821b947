import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SPEC } from '../support/constants.js';
import { hansardCards, openFeed } from '../support/feed.js';
import { expect, test } from '../support/fixtures.js';

/**
 * Runs every axe rule (WCAG A/AA and best practices) on the page as it is now, or only inside
 * `within` (a CSS selector) when the rest was already checked.
 */
async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
  // Guard against a vacuous pass on an empty page.
  expect(results.passes.length).toBeGreaterThan(within ? 3 : 10);
}

test.describe('Accessibility (axe-core) @phone', () => {
  // A full axe-core run takes seconds of CPU per page; leave room for a busy two-core machine.
  test.slow();

  test('the feed has no axe violations @phone', async ({ page }) => {
    await openFeed(page);
    await hansardCards(page).first().getByRole('button', { name: 'Read more...' }).click();
    await expect(hansardCards(page).first().getByText('Key Discussion Points')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the Hansards list has no axe violations @phone', async ({ page }) => {
    await page.goto('/hansards');
    await expect(hansardCards(page)).toHaveCount(SPEC.seededHansards);
    await expectNoAxeViolations(page);
  });

  test('the feed View Full dialog has no axe violations @phone', async ({ page }) => {
    await openFeed(page);
    await hansardCards(page).first().getByRole('button', { name: 'View Full' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the Hansards list detail dialog has no axe violations @phone', async ({ page }) => {
    await page.goto('/hansards');
    await page.getByRole('button', { name: 'Read Full Hansard' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Full Proceedings' })).toBeVisible();
    // Wait for the detail call to settle so the final content is checked.
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the search results have no axe violations, filters open @phone', async ({ page }) => {
    // The sitting the e2e server ingests has speeches about the kindergarten at Sakumono; an order
    // other than the default opens the filters, so their fields are checked too.
    await page.goto('/search?q=kindergarten&sort=newest');
    await expect(page.getByTestId('speech-result').first()).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Party')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the top bar’s search box on a phone has no axe violations when unfolded @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search?q=kindergarten');
    await page.getByRole('banner').locator('summary', { hasText: 'Search' }).click();
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test.describe('first visit', () => {
    test.use({ skipOnboarding: false });

    test('the onboarding dialog has no axe violations on any step @phone', async ({ page }) => {
      await page.goto('/');
      const dialog = page.getByRole('dialog');
      for (let step = 1; step <= SPEC.onboardingSteps; step++) {
        await expect(dialog.getByText(`${step} of ${SPEC.onboardingSteps}`)).toBeVisible();
        // The whole page once; then only the dialog, whose content is all that changes.
        await expectNoAxeViolations(page, step === 1 ? undefined : '[role="dialog"]');
        if (step < SPEC.onboardingSteps) await dialog.getByRole('button', { name: 'Next' }).click();
      }
    });
  });
});
