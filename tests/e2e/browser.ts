import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

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
      // The browser's own lines for a 404 document, for the Stripe stand-in's 402 page of a declined
      // card and for a request made offline are the page working (the editor keeps saving through a
      // lost connection), not problems.
      const text = message.text();
      const expected =
        text.startsWith('Failed to load resource: the server responded with a status of 404') ||
        text.startsWith('Failed to load resource: the server responded with a status of 402') ||
        text.startsWith('Failed to load resource: net::ERR_INTERNET_DISCONNECTED');
      if (!expected) problems.push(text);
    }
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

/** Whether React has hydrated the server's HTML: run in the page (`page.evaluate`, `waitForFunction`). */
export const hasHydrated = () => {
  const root = document.getElementById('root');
  return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
};

/**
 * Resolves once React has hydrated the server's HTML. A visitor's page starts its app on the reader's
 * first intent (decision 71), so the reader first shows one, as a real reader's first key press or
 * scroll would: a press of Shift, which changes nothing on the page. (reading.test.ts shows a page
 * that sees no intent starting its app by itself.)
 */
export async function waitForHydration(page: Page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(hasHydrated);
}

type SuiteOptions = NonNullable<Parameters<typeof startTestRuntime>[0]> & {
  /** Runs on each new page before its test: routes for what the page must not fetch, say. */
  setUpPage?: (page: Page) => Promise<unknown>;
};

/**
 * One e2e file's fixture: the whole local platform and Chromium for the file, a fresh wide page
 * (1280×900) for each test, and, when the test ends, no console error, warning or uncaught error on it.
 * `options` go to startTestRuntime; a function gives them when they are only known once the file starts
 * (the port a test OIDC provider must know first). The getters are live: read them inside hooks and
 * tests, as in `const { page, runtime } = suite;` at a test's start.
 */
export function browserSuite(options: SuiteOptions | (() => Promise<SuiteOptions>) = {}) {
  let runtime: TestRuntime | undefined;
  let browser: Browser | undefined;
  let setUpPage: SuiteOptions['setUpPage'];
  let page: Page | undefined;
  let problems: string[] = [];

  let starting: Promise<void> | undefined;

  beforeAll(() => {
    starting = (async () => {
      const { setUpPage: setUp, ...runtimeOptions } =
        typeof options === 'function' ? await options() : options;
      setUpPage = setUp;
      runtime = await startTestRuntime(runtimeOptions);
      browser = await launchChromium();
    })();
    return starting;
    // A file on the demo content seeds it here: ~10 s alone, several times that beside other suites.
  }, 150_000);
  afterAll(async () => {
    // A start that outlived its hook's time still ends here: no platform outlives its file.
    await starting?.catch(() => undefined);
    await browser?.close();
    await runtime?.stop();
  });
  beforeEach(async () => {
    page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    problems = collectProblems(page);
    await setUpPage?.(page);
  });
  afterEach(async () => {
    await page?.close();
    expect(problems).toEqual([]);
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('browserSuite: read the runtime and the page inside hooks and tests');
    return value;
  };
  return {
    get runtime() {
      return started(runtime);
    },
    get page() {
      return started(page);
    },
  };
}
