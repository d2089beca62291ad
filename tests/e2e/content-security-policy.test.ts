import type { Browser } from 'playwright-core';
import { securityHeaders } from '#infra/security-headers.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { collectProblems, launchChromium, waitForHydration } from './browser.ts';

/**
 * The Content-Security-Policy in Chromium: a story page carries it and hydrates under it without a
 * single violation, and a script injected into the page is refused. Not browserSuite, whose pages must
 * end without a console error: here the refusal's console error is the point.
 */
let runtime: TestRuntime;
let browser: Browser;
let storyPath = '';

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace' });
      const { post } = await makePost(data, { creatorId: writer.id, title: 'On the Analytical Engine' });
      storyPath = `/p/${post.id}`;
    },
  });
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

test('a story hydrates under the policy, and an inline script injected into it is refused', async () => {
  const page = await browser.newPage();
  const problems = collectProblems(page);
  const response = await page.goto(`${runtime.url}${storyPath}`);
  expect(response!.headers()['content-security-policy']).toBe(securityHeaders.contentSecurityPolicy);
  await waitForHydration(page);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('On the Analytical Engine');
  expect(problems).toEqual([]);

  // What an XSS would do: add a script element with inline code to the page.
  const violation = await page.evaluate(
    () =>
      new Promise<{ directive: string; blocked: string; disposition: string }>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            resolve({
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              disposition: event.disposition,
            }),
          { once: true },
        );
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.body.append(script);
      }),
  );
  expect(violation).toEqual({ directive: 'script-src-elem', blocked: 'inline', disposition: 'enforce' });
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  // Chromium says so in the console too (its wording varies by version).
  expect(problems).toEqual([expect.stringMatching(/inline script.*Content Security Policy/i)]);
  await page.close();
});
