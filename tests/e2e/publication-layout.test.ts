import { createFlagStore } from '#shared/data/flag-store.ts';
import { seedIfEmpty } from '#local/seed-on-start.ts';
import { DEMO_CUSTOM_DOMAIN } from '#local/seed/index.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * The publication layout of spec 1 §2.1 in Chromium, with the demo content and enable_lite_publications
 * on: the publication's navigation bar (its seeded items) from the server, its tag items navigating in
 * the app, Follow, and the membership upsell under the bar for a signed-in non-member.
 */
const suite = browserSuite({
  prepare: async (parts) => {
    await seedIfEmpty(parts, () => undefined);
    await createFlagStore(parts.data).set('enable_lite_publications', true, 'test');
  },
});

const bar = () => suite.page.locator('nav.publication-bar');
const items = () => bar().locator('.publication-bar__items a');
const marked = () => suite.page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere);

test('the bar comes from the server with the seeded items; a tag item navigates in the app', async () => {
  const { page, runtime } = suite;
  const html = await (await fetch(`${runtime.url}/the-build/latest`)).text();
  expect(html).toContain('href="/the-build/tagged/devops">DevOps</a>');

  await page.goto(`${runtime.url}/the-build/latest`);
  await waitForHydration(page);
  expect(await bar().getAttribute('aria-label')).toBe('The Build');
  expect(await bar().locator('.publication-bar__home img').getAttribute('alt')).toBe('The Build');
  expect(await items().allTextContents()).toEqual(['Engineering', 'DevOps', 'TypeScript', 'Data', 'Jobs']);
  const jobs = items().filter({ hasText: 'Jobs' });
  expect([await jobs.getAttribute('href'), await jobs.getAttribute('rel')]).toEqual([
    'https://jobs.example.com/the-build',
    'noopener',
  ]);

  await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
  await items().filter({ hasText: 'DevOps' }).click();
  await page.waitForURL((url) => url.pathname === '/the-build/tagged/devops');
  // The publication's stories under the tag (decision 257), under the bar.
  await page.locator('h1', { hasText: 'DevOps' }).waitFor();
  expect(await bar().getAttribute('aria-label')).toBe('The Build');
  expect(await marked()).toBe(true);
});

test('on small screens the items scroll sideways and Tab reaches each of them', async () => {
  const { page, runtime } = suite;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${runtime.url}/the-build/latest`);
  await waitForHydration(page);
  const list = bar().locator('.publication-bar__items');
  const box = await list.evaluate((element) => ({
    client: element.clientWidth,
    scroll: element.scrollWidth,
  }));
  expect(box.scroll).toBeGreaterThan(box.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Tab into the bar from its home link, then through every item: the last one scrolls into view.
  await bar().locator('.publication-bar__home').focus();
  for (const title of ['Engineering', 'DevOps', 'TypeScript', 'Data', 'Jobs']) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(title);
  }
  expect(await list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('on the publication’s own domain the bar’s tags stay on it', async () => {
  const { page, runtime } = suite;
  // Chromium resolves *.localhost to this machine, as the README says.
  await page.goto(`http://${DEMO_CUSTOM_DOMAIN}:${runtime.port}/latest`);
  await waitForHydration(page);
  expect(await bar().locator('.publication-bar__home').getAttribute('href')).toBe('/');
  await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
  await items().filter({ hasText: 'Accessibility' }).click();
  await page.waitForURL(
    (url) => url.host === `${DEMO_CUSTOM_DOMAIN}:${runtime.port}` && url.pathname === '/tagged/accessibility',
  );
  expect(await bar().getAttribute('aria-label')).toBe('UX Field Notes');
  expect(await marked()).toBe(true);
});

test('a signed-in non-member follows from the bar, under which the upsell banner sits', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, 'ingrid_solberg@folio.example', '/the-build/latest');
  const banner = page.locator('[data-banner="membership-upsell"]');
  await banner.waitFor();
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('header.header, nav.publication-bar, .banner, main')].map(
      (element) => element.className.split(' ')[0],
    ),
  );
  expect(order).toEqual(['header', 'publication-bar', 'banner', 'layout__main']);

  const follow = bar().locator('.follow-button');
  await follow.filter({ hasText: /^Follow$/ }).click();
  await follow.filter({ hasText: /^Following$/ }).waitFor();
  expect(await follow.getAttribute('aria-pressed')).toBe('true');
  await page.locator('[data-toast-style="FOLLOW_PUBLISHER"]').waitFor();
  await page.reload();
  await waitForHydration(page);
  await follow.filter({ hasText: /^Following$/ }).waitFor();
}, 90_000);
