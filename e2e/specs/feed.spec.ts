import type { Locator, Page } from '@playwright/test';
import {
  byId,
  fetchHansards,
  holdRequests,
  isFeedRequest,
  openInApp,
  patchListResponse,
  serverError,
  type HansardListItem,
} from '../support/api.js';
import { SPEC, STORAGE_KEYS, TEXT } from '../support/constants.js';
import {
  cardTitled,
  hansardCards,
  openFeed,
  recordFeedPaging,
  scrollToFeedEnd,
  showFeedCards,
} from '../support/feed.js';
import { expect, failedResource, test } from '../support/fixtures.js';

let seed: HansardListItem[];

test.beforeAll(async ({ request }) => {
  seed = await fetchHansards(request);
  expect(seed).toHaveLength(SPEC.seededHansards);
});

/** A section of a detail dialog, found by its heading. */
function section(dialog: Locator, title: string): Locator {
  return dialog.locator('section').filter({ has: dialog.page().getByRole('heading', { name: title, exact: true }) });
}

function viewFullDialog(page: Page, hansard: HansardListItem): Locator {
  return page.getByRole('dialog', { name: hansard.title });
}

test.describe('Parliament Feed', () => {
  test('a citizen opening the feed sees a loading message, then the 10 newest sittings', async ({ page }) => {
    const feedCall = await holdRequests(page, isFeedRequest);
    // Opened from inside the site: a page opened directly arrives with its first cards (see server-rendering.spec).
    await openInApp(page, '/');

    await expect(page.getByRole('heading', { name: 'Parliament Feed', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: TEXT.feedLoading })).toBeVisible();
    await expect(hansardCards(page)).toHaveCount(0);
    expect(feedCall.held).toHaveLength(1);

    feedCall.release();
    await expect(hansardCards(page)).toHaveCount(SPEC.feedPageSize);
    await expect(page.getByText(TEXT.feedLoading)).toHaveCount(0);
    // Newest first, in the server's order.
    const titles = await hansardCards(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(seed.slice(0, SPEC.feedPageSize).map((h) => h.title));
    await expect(page.getByText(TEXT.feedEnd)).toHaveCount(0);
  });

  test('the feed header links to the Subscribe screen', async ({ page }) => {
    await openFeed(page);
    await page.getByRole('link', { name: 'Subscribe', exact: true }).click();
    await expect(page).toHaveURL('/subscribe');
  });

  test('a citizen scrolls the feed and, after a short spinner, the next 10 sittings load', async ({ page }) => {
    await openFeed(page);
    const paging = await recordFeedPaging(page);

    await scrollToFeedEnd(page);
    await expect(hansardCards(page)).toHaveCount(2 * SPEC.feedPageSize);
    await expect(page.getByRole('status').filter({ hasText: 'Loading more proceedings' })).toHaveCount(0);

    const events = await paging();
    const spinnerShown = events.find((e) => e.spinner);
    const twenty = events.find((e) => e.cards === 2 * SPEC.feedPageSize);
    expect(spinnerShown, `spinner never shown: ${JSON.stringify(events)}`).toBeDefined();
    expect(spinnerShown?.cards, 'the spinner shows before the new cards').toBe(SPEC.feedPageSize);
    expect(twenty).toBeDefined();
    // Spec §9: the next page comes after a 0.5 s delay (a little slack for timer granularity).
    expect(twenty!.at - spinnerShown!.at).toBeGreaterThanOrEqual(SPEC.feedNextPageDelayMs - 50);
    // Cards 11 to 20 are the next sittings in order.
    const titles = await hansardCards(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(seed.slice(0, 20).map((h) => h.title));
  });

  test('a citizen scrolls to the end of the feed and is offered the full Hansards list', async ({ page }) => {
    await openFeed(page);
    for (const expected of [20, 30, SPEC.seededHansards]) {
      await expect(page.getByText(TEXT.feedEnd)).toHaveCount(0);
      await scrollToFeedEnd(page);
      await expect(hansardCards(page)).toHaveCount(expected);
    }
    await expect(page.getByText(TEXT.feedEnd)).toBeVisible();
    // Nothing more to load: another scroll changes nothing.
    await scrollToFeedEnd(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading more proceedings' })).toHaveCount(0);
    await expect(hansardCards(page)).toHaveCount(SPEC.seededHansards);
    const oldest = seed[seed.length - 1]!;
    await expect(hansardCards(page).last().getByRole('heading', { level: 2 })).toHaveText(oldest.title);

    const browseAll = page.getByRole('link', { name: 'Browse All Hansards' });
    await expect(browseAll).toHaveAttribute('href', '/hansards');
    await browseAll.click();
    await expect(page).toHaveURL('/hansards');
    await expect(page.getByRole('heading', { name: 'Parliamentary Hansards', level: 1 })).toBeVisible();
  });

  test('each card says how long ago the sitting was and what kind of session it was', async ({ page }) => {
    const [newest, second, third] = seed as [HansardListItem, HansardListItem, HansardListItem];
    const tenth = seed[SPEC.feedPageSize - 1]!;
    expect([newest.date, second.date, third.date, tenth.date]).toEqual([
      '2023-07-04',
      '2023-03-31',
      '2022-05-27',
      '2019-01-30',
    ]);
    const dateOf = (h: HansardListItem) => cardTitled(page, h.title).locator('time');

    // Midday, so the reader's time zone cannot move the calendar day.
    await page.clock.setFixedTime(new Date('2023-07-05T12:00:00'));
    await openFeed(page);
    await expect(dateOf(newest)).toHaveText('Yesterday');
    await expect(dateOf(newest)).toHaveAttribute('datetime', '2023-07-04');
    await expect(dateOf(second)).toHaveText('3 months ago'); // 96 days
    await expect(dateOf(third)).toHaveText('1 year ago'); // 404 days
    await expect(dateOf(tenth)).toHaveText('4 years ago'); // 1617 days
    for (const hansard of seed.slice(0, SPEC.feedPageSize)) {
      await expect(cardTitled(page, hansard.title)).toContainText(hansard.session_type!);
    }
  });

  test('recent sittings are dated Today, N days ago or N weeks ago', async ({ page }) => {
    const dates = ['2023-07-20', '2023-07-15', '2023-07-13', '2023-06-22'];
    await patchListResponse(page, isFeedRequest, (hansards) =>
      hansards.map((h, i) => (i < dates.length ? { ...h, date: dates[i]! } : h)),
    );
    await page.clock.setFixedTime(new Date('2023-07-20T12:00:00'));
    await openFeed(page);
    await expect(hansardCards(page).locator('time').first()).toHaveText('Today');
    await expect(hansardCards(page).nth(1).locator('time')).toHaveText('5 days ago');
    await expect(hansardCards(page).nth(2).locator('time')).toHaveText('1 week ago');
    await expect(hansardCards(page).nth(3).locator('time')).toHaveText('4 weeks ago'); // 28 days
  });

  test('a sitting recorded without a session type is shown as an Official Proceeding', async ({ page }) => {
    await patchListResponse(page, isFeedRequest, (hansards) =>
      hansards.map((h, i) => (i === 0 ? { ...h, session_type: null } : i === 1 ? { ...h, session_type: '  ' } : h)),
    );
    await openFeed(page);
    await expect(hansardCards(page).nth(0)).toContainText(TEXT.sessionFallback);
    await expect(hansardCards(page).nth(1)).toContainText(TEXT.sessionFallback);
    await expect(hansardCards(page).nth(2)).not.toContainText(TEXT.sessionFallback);
    await expect(hansardCards(page).nth(2)).toContainText(seed[2]!.session_type!);
  });

  test('a card shows at most three industry chips and folds the rest into +N', async ({ page }) => {
    const fiveIndustries = byId(seed, '2012-05-31');
    const twoIndustries = byId(seed, '2020-10-22');
    expect(fiveIndustries.affected_industries).toHaveLength(5);
    expect(twoIndustries.affected_industries).toHaveLength(2);

    await openFeed(page);
    await showFeedCards(page, seed.indexOf(fiveIndustries) + 1);

    const chips = (h: HansardListItem) => cardTitled(page, h.title).getByRole('list', { name: 'Affected industries' }).getByRole('listitem');
    await expect(chips(fiveIndustries)).toHaveText([...fiveIndustries.affected_industries.slice(0, 3), '+2']);
    await expect(chips(twoIndustries)).toHaveText(twoIndustries.affected_industries);
  });

  test('Read more shows the whole summary and the key discussion points; Show less hides them', async ({ page }) => {
    const hansard = seed[0]!;
    await openFeed(page);
    const card = cardTitled(page, hansard.title);
    const summary = card.getByText(hansard.summary);

    await expect(summary).toHaveCSS('-webkit-line-clamp', '3');
    await expect(card.getByText('Key Discussion Points')).toHaveCount(0);

    await card.getByRole('button', { name: 'Read more...' }).click();
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('heading', { name: 'Key Discussion Points' })).toBeVisible();
    for (const topic of hansard.key_topics) {
      await expect(card.getByRole('listitem').filter({ hasText: topic })).toBeVisible();
    }
    await expect(summary).toHaveCSS('-webkit-line-clamp', 'none');

    await card.getByRole('button', { name: 'Show less' }).click();
    await expect(card.getByRole('button', { name: 'Read more...' })).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByText('Key Discussion Points')).toHaveCount(0);
    await expect(summary).toHaveCSS('-webkit-line-clamp', '3');
  });

  test('View Full shows every section of a 2012 sitting, dated in long form, with no original document', async ({ page }) => {
    const hansard = byId(seed, '2012-02-14');
    expect(hansard.document_url).toBeNull();
    expect(hansard.bills_discussed.length).toBeGreaterThan(0);

    await openFeed(page);
    await showFeedCards(page, seed.indexOf(hansard) + 1);
    await cardTitled(page, hansard.title).getByRole('button', { name: 'View Full' }).click();

    const dialog = viewFullDialog(page, hansard);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: hansard.title, level: 2 })).toBeVisible();
    await expect(dialog.locator('time')).toHaveText('14 February 2012');
    await expect(dialog).toContainText(hansard.session_type!);
    await expect(section(dialog, 'Summary')).toContainText(hansard.summary);
    await expect(section(dialog, 'Affected Industries').getByRole('listitem')).toHaveText(hansard.affected_industries);
    await expect(section(dialog, 'Key Topics').getByRole('listitem')).toHaveText(hansard.key_topics);
    await expect(section(dialog, 'Bills Discussed').getByRole('listitem')).toHaveText(hansard.bills_discussed);
    await expect(dialog.getByText('View Original Document')).toHaveCount(0);
  });

  test('View Full of a sitting with no bills says so, and links to its original document in a new tab', async ({ page }) => {
    const hansard = seed[0]!;
    expect(hansard.bills_discussed).toEqual([]);
    // No seeded sitting has a document address (only public HTTPS sources are linked): give it one.
    const documentUrl = 'https://www.parliament.gh/epanel/docs/hansard/2023-07-04.pdf';
    await patchListResponse(page, isFeedRequest, (hansards) =>
      hansards.map((h) => (h.id === hansard.id ? { ...h, document_url: documentUrl } : h)),
    );
    const feedLoaded = page.waitForResponse((response) => isFeedRequest(new URL(response.url())));

    await openFeed(page);
    await feedLoaded;
    await cardTitled(page, hansard.title).getByRole('button', { name: 'View Full' }).click();
    const dialog = viewFullDialog(page, hansard);
    await expect(dialog.locator('time')).toHaveText('4 July 2023');
    await expect(section(dialog, 'Bills Discussed')).toContainText('None recorded.');

    const original = dialog.getByRole('link', { name: /View Original Document/ });
    await expect(original).toBeVisible();
    await expect(original).toHaveAttribute('href', documentUrl);
    await expect(original).toHaveAttribute('target', '_blank');
    await expect(original).toHaveAttribute('rel', /noopener/);
  });

  test('the View Full dialog closes by its close button, a backdrop click or Escape, and gives focus back', async ({
    page,
  }) => {
    const hansard = seed[1]!;
    await openFeed(page);
    const viewFull = cardTitled(page, hansard.title).getByRole('button', { name: 'View Full' });
    const dialog = viewFullDialog(page, hansard);

    await viewFull.click();
    await expect(dialog).toBeVisible();
    // A click inside the dialog does not close it.
    await dialog.getByRole('heading', { name: 'Summary' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(viewFull).toBeFocused();

    await viewFull.click();
    await expect(dialog).toBeVisible();
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();
    await expect(viewFull).toBeFocused();

    await viewFull.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewFull).toBeFocused();
  });

  test('a saved sitting stays saved after a reload and is listed under Saved', async ({ page }) => {
    const hansard = seed[1]!;
    const other = seed[2]!;
    await openFeed(page);
    const savedView = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: /^Saved/ });
    const allView = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'All proceedings' });
    const saveButton = () => cardTitled(page, hansard.title).getByRole('button', { name: /^Save(d)?$/ });

    await expect(saveButton()).toHaveText('Save');
    await expect(saveButton()).toHaveAttribute('aria-pressed', 'false');
    await expect(savedView).toHaveText(/Saved\s*0/);

    await saveButton().click();
    await expect(saveButton()).toHaveText('Saved');
    await expect(saveButton()).toHaveAttribute('aria-pressed', 'true');
    await expect(savedView).toHaveText(/Saved\s*1/);

    await page.reload();
    await expect(hansardCards(page)).toHaveCount(SPEC.feedPageSize);
    await expect(saveButton()).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitled(page, other.title).getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.savedHansards)).toContain(hansard.id);

    await savedView.click();
    await expect(savedView).toHaveAttribute('aria-pressed', 'true');
    await expect(hansardCards(page)).toHaveCount(1);
    await expect(hansardCards(page).getByRole('heading', { level: 2 })).toHaveText(hansard.title);

    // Unsaving it from the saved list empties the list.
    await saveButton().click();
    await expect(hansardCards(page)).toHaveCount(0);
    await expect(page.getByText('No saved Hansards yet')).toBeVisible();
    await allView.click();
    await expect(hansardCards(page)).toHaveCount(SPEC.feedPageSize);
  });

  test('Share copies the permalink of the sitting and confirms it on screen', async ({ page, baseURL }) => {
    // No system share sheet, and a clipboard the test can read back.
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.defineProperty(window, '__copied', { value: copied });
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: async (text: string) => void copied.push(text),
          readText: async () => copied[copied.length - 1] ?? '',
        },
      });
    });
    const hansard = seed[0]!;
    await openFeed(page);
    const card = cardTitled(page, hansard.title);
    const confirmation = card.getByRole('status');
    await expect(confirmation).toHaveText('');

    await card.getByRole('button', { name: 'Share' }).click();
    await expect(confirmation).toHaveText('Link copied');
    await expect(confirmation).toHaveCSS('opacity', '1');
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    const permalink = `${baseURL}/hansards/${hansard.id}`;
    expect(copied).toEqual([permalink]);

    // The copied link opens that sitting.
    await page.goto(permalink);
    await expect(page.getByRole('dialog', { name: hansard.title })).toBeVisible();
  });

  test('when the feed cannot be loaded, the feed is simply empty with no error box', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResource(500), /Failed to load the Hansard feed/);
    let calls = 0;
    await page.route(isFeedRequest, (route) => {
      calls += 1;
      return serverError(route);
    });
    await openInApp(page, '/');
    await expect(page.getByText(TEXT.feedLoading)).toBeVisible();
    await expect(page.getByText(TEXT.feedLoading)).toBeHidden({ timeout: 10_000 });

    expect(calls).toBeGreaterThanOrEqual(1);
    await expect(hansardCards(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/error|failed|went wrong|try again/i);
    // Nothing was loaded, so there is no end of the feed to announce either.
    await expect(page.getByText(TEXT.feedEnd)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Parliament Feed', level: 1 })).toBeVisible();
    expect(consoleErrors.all.some((e) => /Failed to load the Hansard feed/.test(e))).toBe(true);
  });
});
