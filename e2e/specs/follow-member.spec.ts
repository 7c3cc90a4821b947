import { SUBSCRIBE_MESSAGES } from '@kakyere/contract/constants';
import { actAsNewClient, ingestFixture, linkIn, newEmail, readMail } from '../support/accounts.js';
import { expect, test } from '../support/fixtures.js';

// Cletus Avoka speaks in the project's own sitting of 2 February 2012 (test/fixtures/official-report),
// which the e2e server has not ingested: a reader follows him, then that sitting is ingested while the
// site runs, and the real relay, alert jobs and SMTP server carry the e-mail.
const AVOKA = '/members/apul-cletus-avoka';

test('a reader follows a Member and is e-mailed when an ingested sitting shows him speaking', async ({ page }) => {
  await actAsNewClient(page);
  const email = newEmail('follows-avoka');
  await page.goto(AVOKA);
  await expect(page).toHaveURL(/\/members\/apul-cletus-avoka\/[a-z-]+$/);
  const form = page.getByRole('form', { name: /E-mail me when .*Avoka speaks/ });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'E-mail me when this Member speaks' }).click();
  await expect(page.getByRole('status')).toContainText(`Please confirm your address`);

  // Double opt-in: nothing is sent until the owner of the address confirms it.
  const confirm = await readMail(email, 'Confirm your address');
  await page.goto(linkIn(confirm, '/subscribe/confirm'));
  await page.getByRole('button', { name: /^(Confirm|Follow )/ }).first().click();
  await expect(page.getByText(SUBSCRIBE_MESSAGES.addressConfirmed)).toBeVisible();

  const { hansardId } = await ingestFixture('first-meeting-2012-02-02.txt');
  expect(hansardId).toBe('2012-02-02');
  const alert = await readMail(email, 'spoke on');
  expect(alert.subject).toMatch(/Avoka spoke on/);
  // The e-mail links to his words in the sitting, and carries the one-click unsubscribe link.
  const speechLink = linkIn(alert, '/hansards/2012-02-02');
  expect(speechLink).toMatch(/#speech-2012-02-02-c\d+-[0-9a-f]{8}$/);
  expect(linkIn(alert, '/unsubscribe')).toContain('token=');
  await page.goto(speechLink);
  const speech = page.locator(`[id="${new URL(speechLink).hash.slice(1)}"]`);
  await expect(speech).toBeInViewport();
  await expect(speech.getByRole('link', { name: /Avoka/ })).toHaveAttribute('href', '/members/apul-cletus-avoka');
});
