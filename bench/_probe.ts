import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import { samplePaths, startBenchPlatform } from './local-platform.ts';
async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const platform = await startBenchPlatform({ edgeCache: true });
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
  const paths = await samplePaths(platform.runtime);
  const which = (process.env.PAGES ?? 'post').split(',');
  for (const page of which) {
    const url = `${platform.runtime.url}${(paths as Record<string,string>)[page]}`;
    await fetch(url);
    const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
    writeFileSync(`/tmp/lhr-${page}${process.env.TAG ?? ''}.json`, JSON.stringify(r!.lhr));
    console.log(page, url);
  }
  chrome.kill(); await platform.stop();
}
main().catch((e) => { console.error(e); process.exit(1); });
