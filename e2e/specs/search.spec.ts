import { SEARCH_MESSAGES, speechPlace } from '@kakyere/contract/constants';
import type { Page } from '@playwright/test';
import { E2E_INGESTED_SITTING } from '../support/constants.js';
import { expect, failedResource, test } from '../support/fixtures.js';

// The e2e server ingests the Official Report of 26 October 2011 (start-e2e-server.ts), whose
// Questions include the kindergarten at Sakumono, asked by Mrs Irene Naa Torshie Addo: its speeches
// are what these searches find. Another spec may ingest a sitting of 2012 meanwhile, so the tests
// count only what that sitting says, or narrow to it.
const SITTING = E2E_INGESTED_SITTING;
const ADDO = { id: 'irene-naa-torshie-addo', name: 'Irene Naa Torshie Addo' };

const results = (page: Page) => page.getByTestId('speech-result');
const mainSearch = (page: Page) => page.getByRole('main').getByRole('search', { name: 'Search what was said' });

test.describe('Searching what was said', () => {
  test('a reader searches from the top bar and finds who said it, under its sitting, the words marked', async ({ page }) => {
    await page.goto('/bills');
    const bar = page.getByRole('banner').getByRole('search', { name: 'Search the site' });
    await bar.getByRole('searchbox', { name: 'Search what was said' }).fill('kindergarten');
    await bar.getByRole('searchbox', { name: 'Search what was said' }).press('Enter');
    await expect(page).toHaveURL('/search?q=kindergarten');
    await expect(page).toHaveTitle('“kindergarten” · Search what was said · Kakyerɛ');
    await expect(page.getByRole('heading', { name: 'Search what was said', level: 1 })).toBeVisible();
    await expect(mainSearch(page).getByRole('searchbox')).toHaveValue('kindergarten');

    const found = page.getByRole('list', { name: 'Speeches found' });
    const sitting = found.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Sakumono|kindergarten|Education/i }) }).first();
    await expect(sitting.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(sitting.getByText('Sitting of 26 October 2011', { exact: true })).toBeVisible();
    // Its speeches come one after another, so they share its heading.
    await expect.poll(() => sitting.getByTestId('speech-result').count()).toBeGreaterThan(1);
    await expect(sitting.getByRole('heading')).toHaveCount(1);
    const asked = results(page).filter({ has: page.getByRole('link', { name: ADDO.name, exact: true }) }).first();
    await expect(asked.getByRole('link', { name: ADDO.name, exact: true })).toHaveAttribute('href', /^\/members\/irene-naa-torshie-addo/);
    await expect(asked.locator('mark').first()).toHaveText(/kindergarten/i);
    await expect(asked).toContainText('Sakumono Kindergarten');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the search button in the top bar unfolds a box that searches @phone', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('searchbox')).toBeHidden();
      await banner.locator('summary', { hasText: 'Search' }).click();
      const box = banner.getByRole('searchbox', { name: 'Search what was said' });
      await expect(box).toBeFocused();
      // The bar keeps its height; the box unfolds under it.
      expect((await banner.boundingBox())!.height).toBe(64);
      await box.fill('kindergarten');
      await banner.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL('/search?q=kindergarten');
      await expect(results(page).first()).toBeVisible();
      await expect(banner.getByRole('searchbox')).toBeHidden();
    });
  });

  test("a reader searches what one Member said from their page, sees the filter, and removes it @phone", async ({ page }) => {
    await page.goto(`/members/${ADDO.id}`);
    const form = page.getByRole('search', { name: `Search what ${ADDO.name} said` });
    await form.getByRole('searchbox', { name: 'Search what they said' }).fill('kindergarten');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/search?q=kindergarten&person=${ADDO.id}`);
    const chip = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    await expect(chip).toHaveText(`Member: ${ADDO.name}`);
    await expect(results(page)).not.toHaveCount(0);
    for (const result of await results(page).all()) await expect(result.getByRole('link').first()).toHaveText(ADDO.name);
    const onlyHers = await results(page).count();

    await chip.getByRole('link', { name: `Remove the filter Member: ${ADDO.name}` }).click();
    await expect(page).toHaveURL('/search?q=kindergarten');
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    await expect.poll(() => results(page).count()).toBeGreaterThan(onlyHers);
  });

  test('a reader narrows by party from the filters, and the words stay', async ({ page }) => {
    await page.goto('/search?q=kindergarten');
    await mainSearch(page).getByText('Filters and order').click();
    await mainSearch(page).getByLabel('Party').selectOption('npp');
    await expect(page).toHaveURL('/search?q=kindergarten&party=npp');
    await expect(mainSearch(page).getByRole('searchbox')).toHaveValue('kindergarten');
    await expect(page.getByTestId('search-summary')).toBeVisible();
  });

  test('a reader opens a result at its speech: the sitting, scrolled to those words @phone', async ({ page }) => {
    await page.goto('/search?q=kindergarten');
    const first = results(page).first();
    const link = first.getByRole('link', { name: /^Read it in the sitting/ });
    const href = (await link.getAttribute('href'))!;
    const [, hansardId, speechId] = /^\/hansards\/([^?]+)\?speech=([^#]+)#speech-/.exec(href) ?? [];
    expect(hansardId).toBe(SITTING);
    expect(href).toBe(speechPlace(hansardId!, speechId!));
    await link.click();
    await expect(page).toHaveURL(href);
    const speech = page.locator(`[id="speech-${speechId}"]`);
    await expect(speech).toBeInViewport();
  });

  test('the speeches page by plain links that keep the words and every filter', async ({ page }) => {
    await page.goto(`/search?q=speaker&sitting=${SITTING}`);
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toContainText('Sitting:');
    await expect(results(page)).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Pages of speeches' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/search?q=speaker&sitting=${SITTING}&page=2`);
    await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 2');
    await expect(results(page).first()).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', `/search?q=speaker&sitting=${SITTING}`);
  });

  test('a search the API refuses says why in the page: an over-long query @phone', async ({ page }) => {
    await page.goto(`/search?q=${'a'.repeat(201)}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(SEARCH_MESSAGES.queryLength);
    await expect(results(page)).toHaveCount(0);
  });

  test('dates the wrong way round are refused in the page, not with a crash', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResource(400));
    await page.goto('/search?q=kindergarten');
    await mainSearch(page).getByText('Filters and order').click();
    await mainSearch(page).getByLabel('From').fill('2013-01-01');
    await mainSearch(page).getByLabel('To').fill('2012-01-01');
    await mainSearch(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL('/search?q=kindergarten&from=2013-01-01&to=2012-01-01');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(SEARCH_MESSAGES.dateOrder);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form searches, the results arrive rendered, and a result opens at its speech @phone', async ({ page }) => {
      await page.goto('/search');
      await mainSearch(page).getByRole('searchbox', { name: 'Words said in Parliament' }).fill('kindergarten');
      await mainSearch(page).getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=kindergarten(&|$)/);
      await expect(page).toHaveTitle('“kindergarten” · Search what was said · Kakyerɛ');
      await expect(results(page).first()).toBeVisible();
      await expect(results(page).first().locator('mark').first()).toHaveText(/kindergarten/i);

      const link = results(page).first().getByRole('link', { name: /^Read it in the sitting/ });
      const id = (await link.getAttribute('href'))!.split('#speech-')[1]!;
      await link.click();
      await expect(page.locator(':target')).toHaveAttribute('id', `speech-${id}`);
    });
  });
});
