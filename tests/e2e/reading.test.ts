import { createReportingRepository } from '#functions/reporting/repository.ts';
import { seedIfEmpty } from '#local/seed-on-start.ts';
import { DEMO_CUSTOM_DOMAIN } from '#local/seed/index.ts';
import { eventually } from '#fixtures/eventually.ts';
import { idleStartDelayMs } from '#web/app/start-on-intent.ts';
import { browserSuite, hasHydrated, waitForHydration } from './browser.ts';

/** A reader in a real browser against the whole local platform with the demo content. */
const suite = browserSuite({ prepare: (parts) => seedIfEmpty(parts, () => undefined) });

const latestPosts = async () =>
  (await suite.runtime.data.entities.post.query.latest({}).go({ order: 'desc', limit: 40 })).data;

/** The homepage-viewed events recorded for a path, once there are any. */
async function homepageViewed(path: string, timeoutMs?: number) {
  const repository = createReportingRepository(suite.runtime.data);
  const mine = async () =>
    (await repository.listEventsByKey('homepage-viewed', 100)).filter((event) => event.data?.path === path);
  return eventually(mine, (found) => found.length > 0, timeoutMs);
}

test('the logged-out home is rendered on the server, hydrates, and opens a story without reloading', async () => {
  const { page, runtime } = suite;
  const [newest] = await latestPosts();
  const html = await (await fetch(`${runtime.url}/`)).text();
  expect(html).toContain(newest!.title);
  expect(html).toContain('<script type="application/json" id="folio-state">');

  await page.goto(`${runtime.url}/`);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
  const batches: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/_/batch')) batches.push(response.status());
  });
  await page.getByRole('link', { name: newest!.title }).first().click();
  await page.waitForURL((url) => url.pathname.endsWith(newest!.uniqueSlug));
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(newest!.title);
  expect(await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere)).toBe(true);
  expect(batches.length).toBeGreaterThan(0);
  expect(batches.every((status) => status === 200)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a visitor on the home records homepage-viewed from the browser, even from the edge cache', async () => {
  const { page, runtime } = suite;
  // The page's clock is the test's: once the event is queued it stands still, so the 5 s batch timer
  // cannot fire, however slow the machine, and only leaving can send what is queued.
  await page.clock.install();
  await page.goto(`${runtime.url}/?from=e2e`);
  await waitForHydration(page);
  await page.waitForTimeout(500); // effects run just after hydration
  // A second ahead: the page's clock runs on while the test asks it the time (a loaded machine takes
  // more than a millisecond, and a pause in the past is refused), and the 5 s batch timer is still ahead.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.goto('about:blank'); // leaving sends what is queued (keepalive)
  const events = await homepageViewed('/?from=e2e');
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ type: 'e', data: { viewer: 'anonymous' } });
});

test('a click that comes before the app has started is not lost (decision 71)', async () => {
  const { page, runtime } = suite;
  const locked = (await latestPosts()).find((post) => post.isLocked);
  if (!locked) throw new Error('The demo content has no member-only story in the newest 40');
  // The app's script arrives only after the click, however fast this machine is.
  let sendTheApp = () => {};
  const clicked = new Promise<void>((resolve) => (sendTheApp = resolve));
  await page.route(/\/assets\/start-client-[^/]+\.js$/, async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto(`${runtime.url}/p/${locked.uniqueSlug}`);
  await page.locator('.post-header').getByRole('button', { name: 'Member-only story' }).click();
  expect(await page.evaluate(hasHydrated)).toBe(false);
  sendTheApp();
  await page.getByRole('dialog', { name: 'Member-only story' }).waitFor();
});

test('a visitor who shows no intent still gets the app, and records homepage-viewed (decision 71)', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/?from=no-intent`);
  await page.waitForFunction(hasHydrated, undefined, { timeout: idleStartDelayMs + 10_000 });
  // The page stays open: the queue's own timer sends the event (5 s after consent, which follows the
  // hydration; on a busy machine that hydration, in a transition, may take seconds more).
  const events = await homepageViewed('/?from=no-intent', 20_000);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ type: 'e', data: { viewer: 'anonymous' } });
});

test('a member-only story shows a visitor its preview; the rest is not in the page at all', async () => {
  const { page, runtime } = suite;
  const locked = (await latestPosts()).find((post) => post.isLocked);
  if (!locked) throw new Error('The demo content has no member-only story in the newest 40');
  const { data: content } = await runtime.data.entities.postContent.get({ id: locked.id }).go();
  const lastText = content!.paragraphs.filter((paragraph) => paragraph.text).at(-1)!.text!;
  const response = await page.goto(`${runtime.url}/p/${locked.uniqueSlug}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  expect(await page.content()).not.toContain(lastText);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(locked.title);
});

test('an unknown path is the 404 screen with four staff picks and a Home link', async () => {
  const { page, runtime } = suite;
  const response = await page.goto(`${runtime.url}/nothing/lives/here`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText('PAGE NOT FOUND').count()).resolves.toBe(1);
  await expect(page.getByText('Out of nothing, something.').count()).resolves.toBe(1);
  expect(await page.locator('article').count()).toBe(4);
  await page.getByRole('link', { name: 'Home' }).click();
  await page.waitForURL(`${runtime.url}/`);
});

test('profiles and publications render their stories; back returns without a reload', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/@mayachen`);
  await waitForHydration(page);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Maya Chen');
  expect(await page.locator('article').count()).toBeGreaterThan(3);
  await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
  await page.locator('article a[href^="/@mayachen/"]').first().click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/@mayachen/') && url.pathname.length > '/@mayachen/'.length,
  );
  await page.goBack();
  await page.waitForURL(`${runtime.url}/@mayachen`);
  expect(await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere)).toBe(true);

  const publication = await page.goto(`${runtime.url}/the-build`);
  expect(publication?.status()).toBe(200);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The Build');
});

test('payment-updated=1 shows its toast after hydration, which leaves after 5 s', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/@mayachen?payment-updated=1`);
  await waitForHydration(page);
  const toast = page.getByText('Your payment method has been updated successfully.');
  await toast.waitFor({ state: 'visible', timeout: 5000 });
  await toast.waitFor({ state: 'detached', timeout: 8000 });
});

test("a publication's custom domain serves its home", async () => {
  const { page, runtime } = suite;
  // Chromium resolves *.localhost to this machine, as the README says.
  const response = await page.goto(`http://${DEMO_CUSTOM_DOMAIN}:${runtime.port}/`);
  expect(response?.status()).toBe(200);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('UX Field Notes');
});
