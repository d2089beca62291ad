import { defaultMeter } from '#contract/paywall-meter.ts';
import { makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { browserSuite, collectProblems, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Who reads member-only stories, in Chromium (issue #14, decisions 141 and 142): a free reader reads
 * within the metered allowance, watching the count go down, then meets the locked notice; a member
 * writer copies a friend link that opens the story for a visitor, and once revoked it does not.
 */
const reader = 'lena@folio.example';
const writer = 'wren@folio.example';
const hidden = 'Paragraph 15 of the story.';
const storyPaths: string[] = [];

const suite = browserSuite({
  prepare: async ({ data }) => {
    const wren = await makeUser(data, { username: 'wren', name: 'Wren Ames', email: writer, tier: 'MEMBER' });
    await data.entities.claim.put({ kind: 'email', value: writer, ownerId: wren.id }).go();
    for (let index = 0; index <= defaultMeter.stories; index += 1) {
      const story = await makePost(
        data,
        {
          creatorId: wren.id,
          isLocked: true,
          visibility: 'LOCKED',
          title: `Locked story ${index}`,
          tags: [],
        },
        { paragraphs: storyBody(16) },
      );
      storyPaths.push(`/p/${story.post.id}`);
    }
    const lena = await makeUser(data, { username: 'lena', name: 'Lena Free', email: reader });
    await data.entities.claim.put({ kind: 'email', value: reader, ownerId: lena.id }).go();
  },
});

test('a free reader reads within the allowance, sees the count go down, then meets the notice', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, reader, storyPaths[0]!);
  await page.getByText(hidden).waitFor();
  for (const [index, path] of storyPaths.entries()) {
    await page.goto(`${runtime.url}${path}`);
    await waitForHydration(page);
    const left = defaultMeter.stories - index - 1;
    if (left >= 0) {
      const count = `${left} free member-only ${left === 1 ? 'story' : 'stories'} left this month`;
      await page.locator('.metered-allowance', { hasText: count }).waitFor();
      await page.getByText(hidden).waitFor();
      expect(await page.locator('.locked-notice').count()).toBe(0);
    } else {
      await page
        .locator('.metered-allowance', {
          hasText: `You have read your ${defaultMeter.stories} free member-only stories this month.`,
        })
        .waitFor();
      await page.locator('.locked-notice').waitFor();
      expect(await page.getByText(hidden).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
    }
  }
  // The first story was counted already: it opens again, costing nothing.
  await page.goto(`${runtime.url}${storyPaths[0]}`);
  await page.getByText(hidden).waitFor();
});

test('a friend link opens the story for a visitor; revoked, it shows the preview', async () => {
  const { page, runtime } = suite;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: runtime.url });
  const path = storyPaths[defaultMeter.stories]!;
  await signInByEmail(page, runtime.url, writer, path);
  await page.getByText(hidden).waitFor();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Friend link' }).first().click();
  await page.getByRole('menuitem', { name: 'Copy friend link' }).click();
  await page.getByText('Friend link copied.', { exact: false }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\?sk=[0-9a-f]{32}$/);

  const visitorContext = await page.context().browser()!.newContext();
  const visitor = await visitorContext.newPage();
  const problems = collectProblems(visitor);
  const opened = await visitor.goto(link);
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  expect(opened?.headers()['x-folio-cache-decision']).toBe('friend-link');
  await visitor.getByText(hidden).waitFor();
  expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  expect(await visitor.locator('.locked-notice').count()).toBe(0);

  await page.getByRole('button', { name: 'Friend link' }).first().click();
  await page.getByRole('menuitem', { name: 'Revoke friend link' }).click();
  await page.getByText('Friend link revoked.', { exact: false }).waitFor();

  await visitor.goto(link);
  await visitor.locator('.locked-notice').waitFor();
  expect(await visitor.getByText(hidden).count()).toBe(0);
  await visitorContext.close();
  expect(problems).toEqual([]);
});
