import type { Page } from '@playwright/test';
import { holdRequests } from '../support/api.js';
import { expect, test } from '../support/fixtures.js';

// The e2e server imports the project's fictional Lagoon Fisheries text into this bill (e2e/support/start-e2e-server.ts).
const BILL = 'rent-bill-2022';
const TAB = `/bills/${BILL}?tab=legal-opinion`;
const isAsk = (url: URL) => url.pathname === `/api/bills/${BILL}/ask`;

const box = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const submit = (page: Page) => page.getByRole('button', { name: 'Get Legal Opinion' });
const counter = (page: Page) => page.getByTestId('question-counter');
const answers = (page: Page) => page.getByTestId('legal-opinion');

test.describe('Legal Opinion tab', () => {
  test('the question box counts to 140, caps there, and the button waits for a question', async ({ page }) => {
    await page.goto(TAB);
    await expect(page.getByRole('tabpanel', { name: 'Legal Opinion' })).toBeVisible();
    await expect(box(page)).toHaveAttribute('rows', '3');
    await expect(counter(page)).toHaveText('0/140 characters');
    await expect(submit(page)).toBeDisabled();
    await box(page).fill('Who pays the levy?');
    await expect(counter(page)).toHaveText('18/140 characters');
    await expect(submit(page)).toBeEnabled();
    await box(page).fill('');
    await box(page).pressSequentially('x'.repeat(150));
    await expect(box(page)).toHaveValue('x'.repeat(140));
    await expect(counter(page)).toHaveText('140/140 characters');
  });

  test('a whitespace-only question is refused in the browser, without asking the server', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => isAsk(new URL(r.url())) && asked.push(r.url()));
    await page.goto(TAB);
    await box(page).fill('   ');
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Question must be between 1 and 140 characters');
    expect(asked).toEqual([]);
  });

  test('a citizen asks, waits, and reads an opinion that quotes the section it rests on', async ({ page }) => {
    await page.goto(TAB);
    const held = await holdRequests(page, isAsk);
    await box(page).fill('Who has to pay the levy?');
    await submit(page).click();
    // Submitting: the button says so and cannot be pressed again.
    await expect(page.getByRole('button', { name: 'Getting opinion…' })).toBeDisabled();
    held.release();

    const answer = answers(page).first();
    await expect(answer).toContainText('Who has to pay the levy?');
    await expect(answer.getByTestId('opinion-text')).toContainText('section 4 (Lagoon levy)');
    await expect(answer.getByTestId('opinion-disclaimer')).toContainText('qualified legal professional');
    await expect(answer.getByTestId('opinion-meta')).toContainText("Written by Kakyerɛ's built-in engine");
    await expect(box(page)).toHaveValue('');

    // The citation shows its quoted words and where they are printed, and opens onto the whole section with them marked.
    const citation = answer.getByTestId('citation').first();
    await expect(citation).toContainText('Section 4 — Lagoon levy');
    await expect(citation.locator('figcaption')).toHaveText('Quoted from the bill · Section 4');
    const quoted = (await citation.locator('blockquote').textContent())!;
    expect(quoted.length).toBeGreaterThan(10);
    await expect(citation.getByTestId('citation-text')).toBeHidden();
    await citation.getByText('Show the whole section').click();
    await expect(citation.getByTestId('citation-text')).toBeVisible();
    await expect(citation.getByTestId('citation-text')).toContainText('There is imposed a levy of one cedi');
    await expect(citation.locator('mark')).toHaveText(quoted);

    // Was this helpful?
    await answer.getByRole('button', { name: 'Yes' }).click();
    await answer.getByRole('textbox', { name: /Anything to add/ }).fill('Clear answer.');
    await answer.getByRole('button', { name: 'Send feedback' }).click();
    await expect(answer.getByRole('status')).toHaveText('Thank you for your feedback.');

    // Earlier answers on this bill stay listed, after a reload too.
    await box(page).fill('Can the levy be waived?');
    await submit(page).click();
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).first()).toContainText('Can the levy be waived?');
    await page.reload();
    await expect(answers(page)).toHaveCount(2);
  });

  test('starter questions come from the bill’s sections and fill the box', async ({ page }) => {
    await page.goto(TAB);
    const starter = page.getByRole('button', { name: 'Who pays, and how much?' });
    await starter.click();
    await expect(box(page)).toHaveValue('Who pays, and how much?');
    await expect(box(page)).toBeFocused();
  });

  test('each failure says what happened, in the spec’s words', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of (400|500)/, /net::ERR_FAILED/);
    await page.goto(TAB);
    const reply = { current: (route: import('@playwright/test').Route) => route.fallback() };
    await page.route((url) => isAsk(url), (route) => reply.current(route));

    reply.current = (route) => route.fulfill({ status: 400, json: { success: false, error: 'Question must be between 1 and 140 characters' } });
    await box(page).fill('Who pays?');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Question must be between 1 and 140 characters');

    reply.current = (route) => route.fulfill({ status: 500, body: 'upstream broke' });
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to get legal opinion');

    reply.current = (route) => route.abort('failed');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to connect to server');
    // The question is kept, to try again.
    await expect(box(page)).toHaveValue('Who pays?');
  });

  test('a bill without its text says so, and its answers cite nothing', async ({ page }) => {
    await page.goto('/bills/right-to-information-bill-2018?tab=legal-opinion');
    await expect(page.getByTestId('no-bill-text')).toBeVisible();
    await box(page).fill('Who can ask for information?');
    await submit(page).click();
    await expect(answers(page).first().getByTestId('opinion-text')).toContainText('is not available on Kakyerɛ');
    await expect(answers(page).first().locator('details')).toHaveCount(0);
  });

  test('the tab opens complete: whether the bill has its text is known before the tab is opened', async ({ page }) => {
    // Fetched late, the note above the form (or the starters below it) would push the page about.
    // The bill page comes with its sections list rendered in (its Sources link the Akoma Ntoso text).
    const sections = (url: URL) => url.pathname === '/api/bills/right-to-information-bill-2018/sections';
    const asked: string[] = [];
    page.on('request', (r) => sections(new URL(r.url())) && asked.push(r.url()));
    await page.goto('/bills/right-to-information-bill-2018');
    const beforeClick = asked.length;
    await page.getByRole('tab', { name: 'Legal Opinion' }).click();
    await expect(page.getByTestId('no-bill-text')).toBeVisible();
    expect(asked).toHaveLength(beforeClick);
  });
});

test.describe('Legal Opinion tab without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, and the page comes back with the answer; an empty question gets the spec message', async ({ page }) => {
    await page.goto(TAB);
    await box(page).fill('Can the Lagoon Board waive the levy?');
    await submit(page).click();
    await expect(page).toHaveURL(new RegExp(`/bills/${BILL}\\?tab=legal-opinion&opinion=[0-9a-f-]{36}$`));
    const answer = answers(page).first();
    await expect(answer).toContainText('Can the Lagoon Board waive the levy?');
    await expect(answer.getByTestId('opinion-disclaimer')).toBeVisible();
    await expect(answer.getByTestId('opinion-meta')).toContainText('UTC');
    // A citation opens without JavaScript too (it is a <details>).
    await answer.getByText('Show the whole section').first().click();
    await expect(answer.getByTestId('citation-text').first()).toBeVisible();

    await page.goto(TAB);
    await box(page).fill('   ');
    await submit(page).click();
    await expect(page).toHaveURL(/asked=invalid/);
    await expect(page.getByRole('alert')).toHaveText('Question must be between 1 and 140 characters');
  });
});
