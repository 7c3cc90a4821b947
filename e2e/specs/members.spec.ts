import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

const OSEI = '/members/osei-kyei-mensah-bonsu/osei-kyei-mensah-bonsu';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary, 'axe-core violations').toEqual([]);
  expect(results.passes.length).toBeGreaterThan(10);
}

test.describe('Members of Parliament @phone', () => {
  test('a citizen finds their MP by constituency and sees the seat and party @phone', async ({ page }) => {
    await page.goto('/members');
    await expect(page.getByRole('heading', { name: 'Members of Parliament', level: 1 })).toBeVisible();
    // The current Parliament first, and a plain word on how much of it Kakyerɛ holds.
    await expect(page.getByRole('heading', { name: 'Members of the 9th Parliament' })).toBeVisible();
    await expect(page.getByTestId('roster-notice')).toContainText('of the 276 seats of the 9th Parliament so far');
    await page.getByLabel('Name or constituency').fill('Suame');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/members?q=Suame');
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('link')).toHaveText(['John Darko', 'Osei Kyei-Mensah-Bonsu']);
    await members.getByRole('link', { name: 'Osei Kyei-Mensah-Bonsu' }).click();
    await expect(page).toHaveURL(OSEI);
    await expect(page.getByRole('heading', { name: 'Osei Kyei-Mensah-Bonsu', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Osei Kyei-Mensah-Bonsu · Kakyerɛ');
    const seats = page.getByRole('region', { name: 'Seats in Parliament' });
    await expect(seats.getByText('8th Parliament')).toBeVisible();
    await expect(seats.getByText('Suame · Ashanti Region · New Patriotic Party').first()).toBeVisible();
  });

  test('a reader opens a speech from a Member\'s page and lands on it in its sitting @phone', async ({ page }) => {
    // The e2e server ingests the sitting of 26 October 2011, where he speaks: ingestion attributed it to him.
    await page.goto(OSEI);
    const record = page.getByRole('region', { name: 'In the record' });
    const speeches = record.getByRole('list', { name: /speeches/i });
    const first = speeches.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/hansards\/2011-10-26\?speech=2011-10-26-c\d+-[0-9a-f]{8}#speech-2011-10-26-c\d+-[0-9a-f]{8}$/);
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(href);
    const speech = page.locator(`[id="${href.split('#')[1]}"]`);
    await expect(speech).toBeInViewport();
    await expect(speech.getByRole('link', { name: 'Osei Kyei-Mensah-Bonsu', exact: true })).toHaveAttribute('href', '/members/osei-kyei-mensah-bonsu');
  });

  test('a search for a constituency with no known Member says it is not yet on Kakyerɛ @phone', async ({ page }) => {
    await page.goto('/members?q=Nowhereville');
    await expect(page.getByRole('heading', { name: 'No Member for “Nowhereville” is on Kakyerɛ yet' })).toBeVisible();
  });

  test('/members/{id} goes on to the address with the name', async ({ page }) => {
    const response = await page.request.get('/members/osei-kyei-mensah-bonsu', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(OSEI);
    await page.goto('/members/osei-kyei-mensah-bonsu/old-name');
    await expect(page).toHaveURL(OSEI);
    await expect(page.getByRole('heading', { name: 'Osei Kyei-Mensah-Bonsu', level: 1 })).toBeVisible();
  });

  test('the desktop top bar leads to Members; the phone reaches it from the Hansards page @phone', async ({ page, isMobile }) => {
    await page.goto('/hansards');
    if (isMobile) {
      await page.getByRole('link', { name: 'Find your Member of Parliament and what they said' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
    }
    await expect(page).toHaveURL('/members');
    await expect(page.getByRole('heading', { name: 'Members of Parliament', level: 1 })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search form, the filters, a Member page and its links all work as plain pages', async ({ page }) => {
      await page.goto('/members');
      await page.getByLabel('Name or constituency').fill('kyei mensah bonsu');
      await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/members\?q=kyei\+mensah\+bonsu/);
      await page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Osei Kyei-Mensah-Bonsu' }).click();
      await expect(page).toHaveURL(OSEI);
      await expect(page.getByText('Minority Leader')).toBeVisible();
      await expect(page.getByText('as listed on 24 January 2012')).toBeVisible();
      // A Parliament and a party chosen in the form, sent as a GET.
      await page.goto('/members');
      await page.getByLabel('Parliament', { exact: true }).selectOption('5');
      await page.getByLabel('Party', { exact: true }).selectOption('npp');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/parliament=5/);
      await expect(page.getByRole('heading', { name: 'Members of the 5th Parliament' })).toBeVisible();
      const members = page.getByRole('list', { name: 'Members' }).locator('> li');
      await expect(members).toHaveCount(50);
      await expect(members.filter({ hasText: /5th Parliament: .* · New Patriotic Party/ })).toHaveCount(50);
      // Pages are links.
      await page.getByRole('link', { name: 'Next' }).click();
      await expect(page.getByText('Page 2 of')).toBeVisible();
    });
  });

  test('the Members list and a Member page have no axe violations @phone', async ({ page }) => {
    test.slow();
    await page.goto('/members?q=Suame');
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('link')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.goto(OSEI);
    await expect(page.getByRole('heading', { name: 'Osei Kyei-Mensah-Bonsu', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
