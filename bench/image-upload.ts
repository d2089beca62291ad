// First, before any library loads: the platform runs as `npm start` runs it, like AWS.
import '#local/run-like-aws.ts';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sha256 } from '@noble/hashes/sha2.js';
import { imageMessages, maxStoryImageBytes, type UploadTicket } from '#contract/image-upload.ts';
import { measureImage } from '#functions/http/image-dimensions.ts';
import { checkImageBytes } from '#functions/http/image-request.ts';
import { tinyJpeg } from '#fixtures/tiny-images.ts';
import { benchBrowser } from './bench-browser.ts';
import { startBenchPlatform } from './local-platform.ts';
import { ms, percentile } from './percentiles.ts';

/**
 * Story image uploads (decision 90): (1) the HTTP Lambda's CPU to check and measure one image at the
 * confirmation, by size; (2) what the one-step raw body would have cost the browser's main thread (the
 * SHA-256 CloudFront's origin access control needs, which the presigned PUT does not); (3) the three
 * steps through the whole local platform (ticket, PUT, confirmation), p50/p99 over BENCH_ROUNDS (20).
 * Prints; asserts nothing.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const mb = 1024 * 1024;
const sizes = [100 * 1024, 1 * mb, 5 * mb, 20 * mb];
/** A JPEG's header with the rest of a file of `bytes` bytes behind it. */
const jpegOf = (bytes: number) => {
  const header = tinyJpeg(4000, 3000, { orientation: 6 });
  return Buffer.concat([header, Buffer.alloc(bytes - header.length, 0x55)]);
};
const timed = (runs: number, run: () => unknown) => {
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples;
};
const row = (label: string, samples: number[]) =>
  console.log(
    `${label.padEnd(44)} p50 ${String(ms(percentile(samples, 50))).padStart(7)} ms   p99 ${String(ms(percentile(samples, 99))).padStart(7)} ms`,
  );

async function threeSteps(url: string, headers: Record<string, string>, file: Buffer) {
  const post = (path: string, value: unknown) => {
    const body = JSON.stringify(value);
    const hash = createHash('sha256').update(body).digest('hex');
    return fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-content-sha256': hash, ...headers },
      body,
    });
  };
  const ticket = (await (
    await post('/_/upload-url', { contentType: 'image/jpeg', bytes: file.length })
  ).json()) as UploadTicket;
  const put = await fetch(new URL(ticket.url, url), {
    method: 'PUT',
    headers: ticket.headers,
    body: new Uint8Array(file),
  });
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
  const confirmed = await post('/_/upload', { pendingId: ticket.pendingId });
  if (confirmed.status !== 201)
    throw new Error(`The confirmation answered ${confirmed.status}: ${await confirmed.text()}`);
}

async function main() {
  console.log("(1) The confirmation's check and measurement, in the HTTP Lambda (CPU):");
  for (const bytes of sizes) {
    const file = jpegOf(bytes);
    row(
      `  ${bytes / 1024} KB JPEG`,
      timed(50, () => {
        checkImageBytes(file, 'image/jpeg', {
          maxBytes: maxStoryImageBytes,
          tooLargeMessage: imageMessages.storyTooLarge,
        });
        measureImage(file);
      }),
    );
  }
  console.log('(2) SHA-256 of the body in the browser (noble, as the avatar upload hashes its raw body):');
  for (const bytes of [1 * mb, 4 * mb]) {
    const file = new Uint8Array(bytes).fill(7);
    row(
      `  ${bytes / mb} MB raw body`,
      timed(10, () => sha256(file)),
    );
  }
  row(
    '  a ticket or confirmation (JSON, < 100 bytes)',
    timed(50, () => sha256(new TextEncoder().encode('{"pendingId":"0123456789abcdef0123456789abcdef"}'))),
  );

  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const platform = await startBenchPlatform({ edgeCache: false });
  try {
    const browser = benchBrowser(platform.runtime);
    // A writer of the demo content.
    const sid = await browser.signInWithCode('theo_okafor@folio.example');
    const headers = { cookie: `${sid}; folio_xsrf=${browser.xsrf()}`, 'x-xsrf-token': browser.xsrf() };
    console.log(`(3) Ticket, PUT and confirmation through the local platform (${rounds} rounds each):`);
    for (const bytes of [100 * 1024, 1 * mb, 20 * mb]) {
      const file = jpegOf(bytes);
      const samples: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const start = performance.now();
        await threeSteps(platform.runtime.url, headers, file);
        samples.push(performance.now() - start);
      }
      row(`  ${bytes / 1024} KB JPEG`, samples);
    }
  } finally {
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
