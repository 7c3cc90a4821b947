import { LIMITS } from '@kakyere/contract/constants';
import { fetchHansards } from '../support/api.js';
import { hansardCards } from '../support/feed.js';
import { expect, test } from '../support/fixtures.js';

// With scripts blocked (Opera Mini, a locked-down phone, a crawler), bill pages still arrive whole.
test.describe('Pages rendered on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a bill page shows the bill and its 8-stage journey, and its links lead on', async ({ page }) => {
      await page.goto('/bills/electronic-transfer-levy-bill-2022');
      await expect(page.getByRole('heading', { name: 'Electronic Transfer Levy Bill, 2022', level: 1 })).toBeVisible();
      await expect(page.getByTestId('journey-stage')).toHaveCount(8);
      await expect(page.getByTestId('stage-status')).toHaveText(Array(8).fill('Completed'));
      await page.getByRole('link', { name: 'Back to Bills' }).first().click();
      await expect(page).toHaveURL('/bills');
      await expect(page.getByRole('heading', { name: 'Parliamentary Bills', level: 1 })).toBeVisible();
      // A long list arrives with its first cards, and a link to every card.
      await expect(page.getByTestId('bill-card')).toHaveCount(LIMITS.billListFirstRender);
      await expect(page.getByText(`Showing the first ${LIMITS.billListFirstRender} of 52 bills.`)).toBeVisible();
      await page.getByRole('link', { name: 'Show all 52 bills' }).click();
      await expect(page).toHaveURL('/bills?all=1');
      await expect(page.getByTestId('bill-card')).toHaveCount(52);
    });

    test('a bill page opened on a tab shows that panel, and the tabs are links to the others', async ({ page }) => {
      await page.goto('/bills/right-to-information-bill-2018?tab=debates');
      await expect(page).toHaveTitle('Right to Information Bill, 2018 · Kakyerɛ');
      await expect(page.getByRole('tab', { name: 'Debates (2)' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Debates (2)' }).getByTestId('debate')).toHaveCount(2);
      await page.getByRole('tab', { name: 'Legislative Journey (8)' }).click();
      await expect(page).toHaveURL('/bills/right-to-information-bill-2018');
      await expect(page.getByRole('tabpanel', { name: 'Legislative Journey (8)' }).getByTestId('journey-stage')).toHaveCount(8);
      await page.getByRole('tab', { name: 'Legal Opinion' }).click();
      await expect(page).toHaveURL('/bills/right-to-information-bill-2018?tab=legal-opinion');
      await expect(page.getByRole('tabpanel', { name: 'Legal Opinion' })).toBeVisible();
    });

    test('the bill search form works as a plain form', async ({ page }) => {
      await page.goto('/bills');
      await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill('levy');
      await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/bills\?q=levy(&|$)/);
      await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search' })).toHaveValue('levy');
      const cards = page.getByTestId('bill-card');
      await expect(cards.first()).toContainText('Levy');
      expect(await cards.count()).toBeLessThan(52);
      // Clearing the search is a link; the filters are part of the same form.
      await page.getByRole('link', { name: 'Clear search' }).click();
      await expect(page).toHaveURL('/bills');
      await page.getByRole('combobox', { name: 'Status' }).selectOption('passed');
      await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/status=passed/);
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('passed');
      for (const badge of await page.getByTestId('bill-card').all()) await expect(badge).toContainText('Passed');
    });

    test('a bill search in the address shows its results, the E-Levy family first', async ({ page }) => {
      await page.goto('/bills?q=E-Levy');
      const cards = page.getByTestId('bill-card');
      await expect(cards.first()).toContainText('Electronic Transfer Levy Bill, 2022');
      await expect(cards.nth(1)).toContainText('E-Levy Repeal');
    });
  });

  test('the browser takes over the server-rendered page without asking for its data again or any hydration error', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      // The Legal Opinion tab's sections are fetched ahead when the page is idle: not the page's own data.
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/bills') && !path.endsWith('/sections')) apiCalls.push(request.url());
    });
    await page.goto('/bills/right-to-information-bill-2018');
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    // Interactive: the tabs switch in place.
    await page.getByRole('tab', { name: /Debates/ }).click();
    await expect(page.getByTestId('debate').first()).toBeVisible();
    expect(apiCalls).toEqual([]);
  });
});

test.describe('The feed rendered on the server', () => {
  test.use({ javaScriptEnabled: false });

  test('without JavaScript the feed shows the 10 newest sittings and leads on to all Hansards', async ({ page, request }) => {
    const { data } = (await (await request.get('/api/hansards?limit=10')).json()) as { data: { hansards: { title: string; date: string }[] } };
    await page.goto('/');
    const cards = hansardCards(page);
    await expect(cards).toHaveCount(10);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(data.hansards.map((h) => h.title));
    // The date itself until the browser can say how long ago: the server does not know the reader's today.
    await expect(cards.first().locator('time')).toHaveAttribute('datetime', data.hansards[0]!.date);
    await page.getByRole('link', { name: 'Browse All Hansards' }).click();
    await expect(page).toHaveURL('/hansards');
  });
});

test.describe('Hansards rendered on the server', () => {
  test.use({ javaScriptEnabled: false });

  test('without JavaScript the Hansards list shows the newest sittings and says so', async ({ page, request }) => {
    const newest = (await fetchHansards(request)).slice(0, LIMITS.hansardListFirstRender);
    await page.goto('/hansards');
    await expect(hansardCards(page).getByRole('heading', { level: 2 })).toHaveText(newest.map((h) => h.title));
    await expect(page.getByText(`Showing the ${LIMITS.hansardListFirstRender} most recent sittings.`)).toBeVisible();
  });

  test("without JavaScript a shared link to a sitting shows its summary, and closing leads to all Hansards", async ({
    page,
    request,
  }) => {
    const [sitting] = await fetchHansards(request);
    await page.goto(`/hansards/${sitting!.id}`);
    await expect(page).toHaveTitle(`${sitting!.title} · Kakyerɛ`);
    const dialog = page.getByRole('dialog', { name: sitting!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(dialog).toContainText(sitting!.summary.slice(0, 80));
    await expect(dialog.getByRole('heading', { name: 'Key MPs Present' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL('/hansards');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(hansardCards(page)).toHaveCount(LIMITS.hansardListFirstRender);
  });
});

test('a shared link to a sitting opens as the live dialog without a hydration error, the full record fetched once', async ({
  page,
  request,
}) => {
  const [sitting] = await fetchHansards(request);
  const detailCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/hansards/${sitting!.id}`) detailCalls.push(r.url());
  });
  await page.goto(`/hansards/${sitting!.id}`);
  const dialog = page.getByRole('dialog', { name: sitting!.title });
  // Live: its close control is a button now, and the full record has been asked for.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect.poll(() => detailCalls.length).toBe(1);
  await expect(page).toHaveTitle(`${sitting!.title} · Kakyerɛ`);
  // Escape closes it (the server-rendered frame would not).
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/hansards');
  await expect(page).toHaveTitle('Parliamentary Hansards · Kakyerɛ');
  expect(detailCalls).toHaveLength(1);
});

test('every page arrives complete: no part left for an inline script to put in place, none hidden', async ({ request }) => {
  const [sitting] = await fetchHansards(request);
  for (const path of ['/', '/hansards', `/hansards/${sitting!.id}`, '/bills', '/bills?q=levy', '/bills/right-to-information-bill-2018?tab=debates']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(response.headers()['content-security-policy'], path).not.toContain('unsafe-inline');
    // React marks a boundary it has not filled in with <!--$?--> and sends its content later, hidden.
    expect(html, `${path}: a pending Suspense boundary`).not.toContain('<!--$?-->');
    expect(html, `${path}: an executable inline script`).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/);
  }
  // The long lists are split into Suspense boundaries, so hydration yields between them; a bill page
  // hydrates its tab panel and its sources apart from the rest (and the footer).
  const boundaries = async (path: string) => ((await (await request.get(path)).text()).match(/<!--\$-->/g) ?? []).length;
  expect(await boundaries('/bills')).toBeGreaterThan(5);
  expect(await boundaries('/bills/right-to-information-bill-2018')).toBeGreaterThanOrEqual(3);
});
