import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures.js';

test.describe('Open data and the sitemap', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the footer leads to the open data page, which fits the screen and scrolls its commands sideways @phone', async ({ page }) => {
      test.slow();
      // From a page whose end stays put: the feed reveals more sittings as its end scrolls into view,
      // which moves its footer from under the pointer.
      await page.goto('/subscribe');
      await page.getByRole('contentinfo').getByRole('link', { name: /Open data/ }).click();
      await expect(page).toHaveURL('/open-data');
      await expect(page).toHaveTitle('Open data · Kakyerɛ');
      await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'People as Popolo JSON' })).toHaveAttribute('href', '/api/people.popolo.json');
      // The page never scrolls sideways; the curl command does, inside its own box (reachable by keyboard).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const command = page.getByRole('region', { name: /with curl/ });
      await expect(command).toContainText(`curl "${new URL(page.url()).origin}/api/hansards?since=`);
      expect(await command.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
      await command.focus();
      await expect(command).toBeFocused();
      const axe = await new AxeBuilder({ page }).include('main').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });

  test('robots.txt names the sitemap, and the sitemap lists the open data page', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const sitemapLine = (await robots.text()).split('\n').find((line) => line.startsWith('Sitemap: '));
    expect(sitemapLine).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(await index.text()).toContain('/sitemaps/pages.xml</loc>');
    const pages = await (await request.get('/sitemaps/pages.xml')).text();
    expect(pages).toContain('/open-data</loc>');
    expect(pages).not.toContain('/profile</loc>');
    expect(baseURL).toBeTruthy();
  });
});
