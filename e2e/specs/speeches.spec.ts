import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Speech, SpeechListResponse } from '@kakyere/contract';
import { E2E_INGESTED_SITTING } from '../support/constants.js';
import { expect, failedResource, test } from '../support/fixtures.js';

// The e2e server ingests the Official Report of 26 October 2011 from the project's fixture, with its
// speeches (start-e2e-server.ts). Some speakers resolve to Members of the seed, some do not
// ("Mr Second Deputy Speaker" here names an office, not a person).
const SITTING = E2E_INGESTED_SITTING;

let speeches: Speech[];

test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  const response = await request.get(`/api/hansards/${SITTING}/speeches?limit=1000`);
  expect(response.status()).toBe(200);
  speeches = ((await response.json()) as SpeechListResponse).data;
  expect(speeches.length).toBeGreaterThan(5);
});

const linked = () => speeches.find((s) => s.person !== null)!;
const unidentified = () => speeches.find((s) => s.person === null)!;

function transcript(page: Page): Locator {
  return page.getByRole('region', { name: 'Full proceedings transcript' });
}

/** Whether `speech` lies inside the transcript's scrolling box, as the reader sees it. */
async function shownInBox(page: Page, speech: Locator): Promise<boolean> {
  const [box, block] = await Promise.all([transcript(page).boundingBox(), speech.boundingBox()]);
  if (!box || !block) return false;
  return block.y >= box.y - 1 && block.y < box.y + box.height - 20;
}

test.describe('Who said what in a sitting', () => {
  test('a reader sees each speech under its speaker: a Member linked to their page, an unidentified speaker said so @phone', async ({ page }) => {
    const member = linked();
    const unknown = unidentified();
    await page.goto(`/hansards/${SITTING}`);
    const box = transcript(page);

    const memberSpeech = box.locator(`[id="speech-${member.id}"]`);
    const link = memberSpeech.getByRole('link', { name: member.person!.name, exact: true });
    await expect(link).toHaveAttribute('href', `/members/${member.person!.id}`);
    // The speech's words are the record's, printed label first.
    await expect(memberSpeech).toContainText(member.label);

    const unknownSpeech = box.locator(`[id="speech-${unknown.id}"]`);
    await expect(unknownSpeech).toContainText(`${unknown.label} (speaker not identified)`);
    await expect(unknownSpeech.getByRole('link')).toHaveCount(0);

    // Key MPs Present links the Members the editors' list names exactly.
    const dialog = page.getByRole('dialog');
    const present = dialog.locator('section').filter({ has: page.getByRole('heading', { name: 'Key MPs Present' }) });
    await expect(present.getByRole('link', { name: 'Dr Anthony Akoto Osei', exact: true })).toHaveAttribute('href', '/members/anthony-akoto-osei');
    await expect(present.getByText('Mr Samuel A. Akyea', { exact: true })).toBeVisible();
    await expect(present.getByRole('link', { name: 'Mr Samuel A. Akyea' })).toHaveCount(0);
  });

  test("a speech's permalink opens its sitting at that speech, in view and focused @phone", async ({ page }) => {
    const last = speeches[speeches.length - 1]!;
    await page.goto(`/speeches/${last.id}`);
    await expect(page).toHaveURL(`/hansards/${SITTING}?speech=${last.id}#speech-${last.id}`);
    const speech = page.locator(`[id="speech-${last.id}"]`);
    await expect(speech).toBeFocused();
    await expect(speech).toBeInViewport();
    await expect.poll(() => shownInBox(page, speech)).toBe(true);
    // The dialog's title stays in view above it.
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('without JavaScript, the permalink still lands on the speech', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const last = speeches[speeches.length - 1]!;
      await page.goto(`/speeches/${last.id}`);
      const speech = page.locator(`[id="speech-${last.id}"]`);
      await expect(speech).toContainText(last.label);
      await expect(page.locator(':target')).toHaveAttribute('id', `speech-${last.id}`);
      await expect.poll(() => shownInBox(page, speech)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('"Wrong speaker?" sends who it was to the editors and says it was sent @phone', async ({ page }) => {
    const speech = unidentified();
    await page.goto(`/hansards/${SITTING}`);
    const block = transcript(page).locator(`[id="speech-${speech.id}"]`);
    await block.getByText('Wrong speaker?').click();
    await block.getByLabel('Who was it?').fill('Mr Osei Kyei-Mensah-Bonsu');
    const sent = page.waitForResponse((r) => r.url().endsWith(`/api/speeches/${speech.id}/speaker-report`) && r.request().method() === 'POST');
    await block.getByRole('button', { name: 'Send' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ note: 'Mr Osei Kyei-Mensah-Bonsu' });
    await expect(block.getByRole('status')).toHaveText('Thank you. The editors will check who spoke.');
    await expect(block.getByRole('button', { name: 'Send' })).toHaveCount(0);
  });

  test('"Wrong speaker?" says plainly when the report could not be sent', async ({ page, consoleErrors }) => {
    consoleErrors.allow(failedResource(500));
    const speech = linked();
    await page.route(`**/api/speeches/${speech.id}/speaker-report`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Internal Server Error' }) }),
    );
    await page.goto(`/hansards/${SITTING}`);
    const block = transcript(page).locator(`[id="speech-${speech.id}"]`);
    await block.getByText('Wrong speaker?').click();
    await block.getByRole('button', { name: 'Send' }).click();
    await expect(block.getByRole('alert')).toBeVisible();
    await expect(block.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
