import { launch } from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';
import { percentile } from './percentiles.ts';
import { samplePaths, startBenchPlatform } from './local-platform.ts';

/**
 * Lighthouse 12 on the reading pages of the demo content, as a reader's phone gets them: anonymous,
 * through the local CloudFront cache, mobile form factor with Lighthouse's simulated throttling (its
 * defaults). Three runs per page; prints the median of each figure, and the audits that failed in a
 * category under 100. Prints figures; asserts nothing.
 *
 * The viewer: the edge serves a headless or Lighthouse user agent as a bot (no tracking, another page:
 * functions/edge). Lighthouse 12 emulates a real Android Chrome (its `emulatedUserAgent`, named here so
 * a later Lighthouse default cannot change what is measured), and each page is checked to be served to
 * an anonymous reader before it is measured.
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const median = (values: number[]) => percentile(values, 50);

/** The figures of one run. */
function figures(lhr: Result) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const transferred = (type: string) =>
    summary?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    SEO: score('seo'),
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    'FCP ms': Math.round(audit('first-contentful-paint')),
    'JS KB': kb(transferred('script')),
    'total KB': kb(transferred('total')),
  };
}

/** The audits that lost points in a category scored under 100. */
function failingAudits(lhr: Result): string[] {
  return categories.flatMap((id) => {
    const category = lhr.categories[id];
    if (!category || category.score === 1) return [];
    return category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`);
  });
}

/** The edge treats a user agent it takes for a bot differently: make sure this one reads as a person. */
async function assertServedAsReader(url: string) {
  const html = await (await fetch(url, { headers: { 'user-agent': androidChrome } })).text();
  if (!html.includes('"viewer":"anonymous"'))
    throw new Error(`${url} was not served to an anonymous reader with the emulated user agent`);
}

async function main() {
  // Imported as it is published (ES modules): tsx would otherwise compile it to CommonJS with helpers
  // (`__name`) that are missing in the page where Lighthouse runs some of its functions.
  const { default: lighthouse } = await import('lighthouse');
  const platform = await startBenchPlatform({ edgeCache: true });
  const chrome = await launch({
    chromePath,
    // --no-sandbox: Chromium refuses to start as root without it, as on these machines.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      emulatedUserAgent: androidChrome,
    };
    const rows: Record<string, unknown> = {};
    const failing: Record<string, Set<string>> = {};
    for (const [page, path] of Object.entries(await samplePaths(platform.runtime))) {
      const url = `${platform.runtime.url}${path}`;
      await assertServedAsReader(url);
      await fetch(url); // the first request fills the edge cache; every run reads from it
      const results: ReturnType<typeof figures>[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        results.push(figures(result.lhr));
        for (const id of failingAudits(result.lhr)) (failing[page] ??= new Set()).add(id);
      }
      rows[page] = Object.fromEntries(
        Object.keys(results[0]!).map((key) => [
          key,
          median(results.map((result) => result[key as keyof (typeof results)[number]])),
        ]),
      );
    }
    console.log(`Lighthouse ${runs} runs per page, medians (mobile, simulated throttling):`);
    console.table(rows);
    for (const [page, ids] of Object.entries(failing))
      console.log(`${page} lost points on: ${[...ids].join(', ')}`);
  } finally {
    chrome.kill();
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
