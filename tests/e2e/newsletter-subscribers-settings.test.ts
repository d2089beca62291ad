import { makeEmailReader, makeNewsletter, makePost, makeUser } from '#fixtures/factories.ts';
import { emailSubscriberId } from '#shared/data/newsletter-id.ts';
import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Settings → Publishing, #audience-development (issue #15): a writer with 30 imported subscribers and one
 * reader sees the count, the newest 25 (the reader by name, linked to their profile; the others by
 * address), Show more appends the other 6, Import is linked (an eligible writer), and Export says so in
 * its toast (EXPORT_EMAIL_SUBSCRIBERS).
 */
const writer = 'sam_settings@folio.example';
const addresses = Array.from({ length: 30 }, (_, index) => `listed${index}@list.example`);

const suite = browserSuite({
  prepare: async ({ data }) => {
    const user = await makeEmailReader(data, {
      username: 'sam_settings',
      name: 'Sam Settings',
      email: writer,
      createdAt: Date.now() - 60 * 24 * 60 * 60 * 1000,
    });
    await makePost(data, { creatorId: user.id });
    const newsletter = await makeNewsletter(data, { ownerId: user.id });
    const reader = await makeUser(data, { username: 'rosa_reads', name: 'Rosa Reads' });
    const writes = createNewsletterSubscriptionWrites(data);
    const base = Date.now() - 60_000;
    const subscribe = (subscriberId: string, at: number, email?: string) =>
      writes.subscribe({
        subscriberId,
        newsletterId: newsletter.id,
        newsletterType: 'AUTHOR',
        subscribedAt: at,
        consentRecordedAt: at,
        ...(email && { email }),
      });
    // The reader subscribed first: the oldest, so Show more brings them.
    await subscribe(reader.id, base);
    for (const [index, email] of addresses.entries())
      await subscribe(emailSubscriberId(email), base + 1000 * (index + 1), email);
  },
});

test('a writer sees their subscribers in settings, Show more loads the rest, Export shows the toast', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, writer, '/me/settings/publishing');
  await page.goto(`${runtime.url}/me/settings/publishing#audience-development`);
  await waitForHydration(page);
  const section = page.locator('#audience-development');
  await section.getByText('31 subscribers to your newsletter').waitFor();
  expect(await section.getByRole('link', { name: 'Import subscribers' }).getAttribute('href')).toBe(
    '/me/subscribers/import',
  );

  const subscribers = section.getByTestId('newsletter-subscribers').locator('li');
  await subscribers.nth(24).waitFor();
  expect(await subscribers.count()).toBe(25);
  expect(await subscribers.first().textContent()).toBe('listed29@list.example');
  await section.getByRole('button', { name: 'Show more' }).click();
  await subscribers.nth(30).waitFor();
  expect(await subscribers.count()).toBe(31);
  expect(new Set(await subscribers.allTextContents()).size).toBe(31);
  const reader = subscribers.last().getByRole('link', { name: 'Rosa Reads' });
  expect(await reader.getAttribute('href')).toBe('/@rosa_reads');
  expect(await section.getByRole('button', { name: 'Show more' }).count()).toBe(0);

  await section.getByRole('button', { name: 'Export', exact: true }).click();
  await page
    .locator('[data-toast-style="EXPORT_EMAIL_SUBSCRIBERS"]')
    .filter({ hasText: "We're preparing your export. We'll email you a link to download it." })
    .waitFor();
}, 120_000);
