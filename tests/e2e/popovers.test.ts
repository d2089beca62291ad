import { createReportingRepository } from '#functions/reporting/repository.ts';
import { seedIfEmpty } from '#local/seed-on-start.ts';
import { eventually } from '#fixtures/eventually.ts';
import { browserSuite, waitForHydration } from './browser.ts';

/** The membership popovers (spec 1 §2.7; spec 2 §6, §7) in a real browser, on the demo content. */
const suite = browserSuite({ prepare: (parts) => seedIfEmpty(parts, () => undefined) });

const lockedStory = async () => {
  const { data } = await suite.runtime.data.entities.post.query.latest({}).go({ order: 'desc', limit: 40 });
  const locked = data.find((post) => post.isLocked);
  if (!locked) throw new Error('The demo content has no member-only story in the newest 40');
  return locked;
};

test('a visitor opens the member-only star: sign up then pay, Learn more; Escape closes it; both events are recorded', async () => {
  const { page, runtime } = suite;
  const locked = await lockedStory();
  await page.goto(`${runtime.url}/p/${locked.uniqueSlug}`);
  await waitForHydration(page);
  const star = page.locator('.post-header').getByRole('button', { name: 'Member-only story' });
  await star.click();
  const popover = page.getByRole('dialog', { name: 'Member-only story' });
  await popover.waitFor();
  const signUp = popover.getByRole('link', { name: 'Sign up to read member-only stories' });
  const target = new URL((await signUp.getAttribute('href'))!, runtime.url);
  expect(target.pathname).toBe('/m/signin');
  expect(target.searchParams.get('operation')).toBe('register');
  expect(target.searchParams.get('redirect')).toBe(`/plans?from=%2Fp%2F${locked.id}`);
  expect(await popover.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/membership');
  // Focus moved into the popover; Escape closes it and gives focus back to the star.
  expect(await popover.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached' });
  expect(await star.evaluate((element) => element === document.activeElement)).toBe(true);

  await page.goto('about:blank'); // leaving sends what is queued (keepalive)
  const repository = createReportingRepository(runtime.data);
  for (const key of ['button.client-presented', 'button.clicked']) {
    const events = await eventually(
      async () =>
        (await repository.listEventsByKey(key, 100)).filter(
          (event) => event.data?.postId === locked.id && event.data?.source === 'post-meta',
        ),
      (found) => found.length > 0,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ data: { button: 'member-only-star', viewer: 'anonymous' } });
  }
});

test('a Friend’s badge on their profile opens the Friend badge popover; a press outside closes it', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/@mayachen`);
  await waitForHydration(page);
  await page.locator('.profile-card').getByRole('button', { name: 'Friend of Folio' }).click();
  const popover = page.getByRole('dialog');
  expect(await popover.textContent()).toMatch(/^Maya Chen has been a Friend of Folio since \w{3} \d{4}\./);
  expect(await popover.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/plans');
  await page.mouse.click(5, 400);
  await popover.waitFor({ state: 'detached' });
});
