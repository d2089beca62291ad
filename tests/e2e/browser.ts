import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * A reader's browser: headless Chromium says "HeadlessChrome" in its user agent, which the edge rightly
 * treats as a bot (no tracking, no cache); the tests read as a person would.
 */
export const readerUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that reaches for the network (this machine has none). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      // Browser-wide, so requests sent from the browser process (keepalive on page exit) carry it too.
      `--user-agent=${readerUserAgent}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Console errors and warnings and uncaught errors of a page (hydration mismatches are among them). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      // The browser's own line for a 404 document is the page working, not a problem.
      if (!message.text().startsWith('Failed to load resource: the server responded with a status of 404'))
        problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

/** Resolves once React has hydrated the server's HTML. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
