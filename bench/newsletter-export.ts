// First, before any library loads: the job runs as `npm start` runs it, like AWS.
import '#local/run-like-aws.ts';
import { createExportRepository } from '#functions/newsletters/export/repository.ts';
import { createExportJob } from '#functions/newsletters/export/service.ts';
import { createNewsletterRepository } from '#functions/newsletters/repository.ts';
import { createFolioData, type FolioData } from '#shared/data/data.ts';
import { authorNewsletterId, emailSubscriberId } from '#shared/data/newsletter-id.ts';
import { createDynamoDbClient } from '#shared/lambda/clients.ts';
import type { Mailer } from '#shared/ports/mailer.ts';
import { functions } from '#infra/functions.ts';
import { localClientConfig, startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { countRequests } from '#local/request-counter.ts';
import { ensureTable } from '#local/table.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { countCapacity } from './consumed-capacity.ts';

/**
 * A subscribers export at 100,000 subscribers (BENCH_SUBSCRIBERS) over DynamoDB Local (decision 177):
 * half accounts (every other one sharing its address), half imported e-mail subscribers. The export job
 * of the newsletter-send consumer runs once, as in AWS, writing to an in-memory object store; printed:
 * its time, DynamoDB requests and units, the CSV's size and the process's peak memory against the
 * consumer's Lambda memory and timeout. Seeding is not timed; asserts nothing.
 */
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);

async function seed(data: FolioData, writerId: string) {
  const newsletterId = authorNewsletterId(writerId);
  const createdAt = Date.now();
  await data.entities.user
    .put({ id: writerId, username: 'exportwriter', name: 'Export', email: 'writer@folio.example', createdAt })
    .go();
  await data.entities.newsletter
    .put({ id: newsletterId, type: 'AUTHOR', ownerId: writerId, slug: 'export', name: 'Export', createdAt })
    .go();
  for (let start = 0; start < subscribers; start += 1000) {
    const indexes = Array.from({ length: Math.min(1000, subscribers - start) }, (_, i) => start + i);
    const accounts = indexes.filter((index) => index % 2 === 0);
    await data.entities.user
      .put(
        accounts.map((index) => ({
          id: `reader-${index}`,
          username: `reader${index}`,
          name: `Reader ${index}`,
          email: `reader${index}@folio.example`,
          allowEmailAddressSharingEditorWriter: index % 4 === 0,
          createdAt,
        })),
      )
      .go({ concurrency: 4 });
    await data.entities.newsletterSubscription
      .put(
        indexes.map((index) => {
          const email = `imported${index}@list.example`;
          return {
            subscriberId: index % 2 === 0 ? `reader-${index}` : emailSubscriberId(email),
            newsletterId,
            newsletterType: 'AUTHOR' as const,
            subscribedAt: createdAt + index,
            ...(index % 2 === 0 ? {} : { email }),
          };
        }),
      )
      .go({ concurrency: 4 });
  }
  return newsletterId;
}

async function main() {
  const dynamo = await startDynamoDbLocal();
  const client = createDynamoDbClient(localClientConfig(dynamo.endpoint));
  await ensureTable(client, 'folio');
  const data = createFolioData({ client, table: 'folio' });
  const writerId = 'exportwriter1';
  let started = performance.now();
  const newsletterId = await seed(data, writerId);
  const seedSeconds = (performance.now() - started) / 1000;

  const exports = createExportRepository(data);
  const exportId = '22222222-2222-4222-8222-222222222222';
  await exports.createExport({
    id: exportId,
    newsletterId,
    requestedBy: writerId,
    objectKey: `_/download/newsletter-exports/${exportId}.csv`,
    createdAt: Date.now(),
    expiresAt: Math.floor(Date.now() / 1000) + 86_400,
  });
  const objects = memoryObjectStore();
  const mails: string[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail.text) };
  const job = createExportJob({
    data,
    newsletters: createNewsletterRepository(data),
    exports,
    objects,
    mailer,
    siteOrigin: async () => 'https://folio.example',
    now: Date.now,
  });
  global.gc?.();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed };
  const timer = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  }, 20);
  const requests = countRequests(client);
  const capacity = countCapacity(client);
  const cpu = process.cpuUsage();
  started = performance.now();
  await job({ kind: 'export-subscribers', exportId, newsletterId, requestedBy: writerId });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  const commands = requests.commands();
  const consumed = capacity.totals();
  const file = objects.objects.get(`_/download/newsletter-exports/${exportId}.csv`);
  if (!file || mails.length !== 1) throw new Error('The export wrote no file or sent no e-mail');
  const rows = new TextDecoder().decode(file.body).trimEnd().split('\r\n').length - 1;

  const consumer = functions.find((candidate) => candidate.consumes === 'newsletter-send')!;
  console.log(
    `Subscribers export, ${subscribers.toLocaleString('en')} subscribers (half accounts, a quarter sharing; seeded in ${seedSeconds.toFixed(1)} s, not counted), DynamoDB Local:`,
  );
  console.table({
    'export job, s': Math.round(seconds * 100) / 100,
    'Node CPU, s': Math.round((used.user + used.system) / 1000) / 1000,
    'addresses in the CSV': rows,
    'CSV, MB': Math.round((file.body.length / 2 ** 20) * 100) / 100,
    'DynamoDB requests': commands.length,
    ...Object.fromEntries(
      [...new Set(commands)].map((name) => [
        `  ${name}`,
        commands.filter((command) => command === name).length,
      ]),
    ),
    'read units': Math.round(consumed.readUnits),
    'write units': Math.round(consumed.writeUnits),
    'peak RSS, MB (before the job)': `${Math.round(peak.rss / 2 ** 20)} (${Math.round(before.rss / 2 ** 20)})`,
    'peak JS heap, MB (before the job)': `${Math.round(peak.heapUsed / 2 ** 20)} (${Math.round(before.heapUsed / 2 ** 20)})`,
    'consumer Lambda: memory MB, timeout s': `${consumer.memoryMb}, ${consumer.timeoutSeconds}`,
  });
  client.destroy();
  await dynamo.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
