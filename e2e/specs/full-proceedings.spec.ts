import type { Locator, Page } from '@playwright/test';
import { byId, fetchHansards, patchDetailResponse, type HansardListItem } from '../support/api.js';
import { expect, test } from '../support/fixtures.js';

// packages/db/seed/hansards.json: no sitting has a transcript, a PDF or a document address, so the
// tests that need an address give one to the RTI urgency debate's record; the 2012 Presidential
// (Transition) Bill sitting links nowhere.
const ODEKRO_SITTING = '2018-04-26';
const UNLINKED_SITTING = '2012-02-14';
const PARLIAMENT_LISTING = 'https://www.parliament.gh/docs?type=HS';

let seed: HansardListItem[];

test.beforeAll(async ({ request }) => {
  seed = await fetchHansards(request);
});

/** Opens a sitting's dialog and returns its Full Proceedings section, once the record has loaded. */
async function openFullProceedings(page: Page, hansard: HansardListItem): Promise<Locator> {
  await page.goto(`/hansards/${hansard.id}`);
  const dialog = page.getByRole('dialog', { name: hansard.title });
  const proceedings = dialog
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Full Proceedings', exact: true }) });
  await expect(proceedings).toContainText('The full transcript of this sitting has not been published on Kakyerɛ yet.');
  await proceedings.scrollIntoViewIfNeeded();
  return proceedings;
}

/** Readers are told where to read the sitting, never how to run the site (that is in the README). */
async function expectNoOperatorInstructions(proceedings: Locator): Promise<void> {
  await expect(proceedings).not.toContainText('Running this site');
  await expect(proceedings).not.toContainText('npm ');
  await expect(proceedings.locator('code')).toHaveCount(0);
}

test.describe('Full Proceedings without a transcript', () => {
  test('a sitting kept on Odekro links to Odekro and says whose copy it is, with no operator instructions @phone', async ({
    page,
  }) => {
    const hansard = byId(seed, ODEKRO_SITTING);
    const odekro = 'https://www.odekro.org/hansard/sitting/parliament-house/2018-04-26-12-06-00';
    await patchDetailResponse(page, hansard.id, (record) => ({ ...record, document_url: odekro }));
    const proceedings = await openFullProceedings(page, hansard);

    const link = proceedings.getByRole('link', { name: /^Read this sitting on Odekro \(odekro\.org\)/ });
    await expect(link).toHaveAttribute('href', odekro);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toContainText('(opens in a new tab)');
    await expect(proceedings).toContainText("a parliamentary-monitoring site's copy of the record");
    // Odekro's copy is not presented as Parliament's own, and the listing is not offered instead.
    await expect(proceedings).not.toContainText('Parliament of Ghana');
    await expect(proceedings.locator(`a[href="${PARLIAMENT_LISTING}"]`)).toHaveCount(0);
    await expect(proceedings.getByRole('link')).toHaveCount(1);
    await expectNoOperatorInstructions(proceedings);
  });

  test("a sitting with no document links to Parliament's Hansard listing, with no operator instructions @phone", async ({
    page,
  }) => {
    const hansard = byId(seed, UNLINKED_SITTING);
    expect(hansard.document_url).toBeNull();
    const proceedings = await openFullProceedings(page, hansard);

    const link = proceedings.getByRole('link', { name: /^Find it in the Parliament of Ghana's Hansard listing/ });
    await expect(link).toHaveAttribute('href', PARLIAMENT_LISTING);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(proceedings).toContainText('(parliament.gh), where the Official Reports are published.');
    await expect(proceedings.getByRole('link')).toHaveCount(1);
    await expectNoOperatorInstructions(proceedings);
  });

  test("a sitting kept on Parliament's website is named as such", async ({ page }) => {
    const hansard = byId(seed, ODEKRO_SITTING);
    const pdf = 'https://www.parliament.gh/epanel/docs/hansard/2018-04-26.pdf';
    await patchDetailResponse(page, hansard.id, (record) => ({ ...record, document_url: pdf }));
    const proceedings = await openFullProceedings(page, hansard);

    const link = proceedings.getByRole('link', { name: /^Read this sitting on the Parliament of Ghana's website/ });
    await expect(link).toHaveAttribute('href', pdf);
    await expect(proceedings).not.toContainText('Odekro');
  });
});
