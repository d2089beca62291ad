import type { Server } from 'node:http';
import { CreateQueueCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createSqsServer } from 'local-aws-sqs';
import { queueUrlVariable } from '#shared/queues/queue-sender.ts';
import { queues, type QueueName, type QueueSpec } from '#infra/queues.ts';
import { freePort } from './free-port.ts';
import { localClientConfig } from './dynamodb-local.ts';

const accountId = '123456789012';
const region = 'us-east-1';
export const queueArn = (name: string) => `arn:aws:sqs:${region}:${accountId}:${name}`;
export const deadLetterQueueName = (queue: QueueName) => `${queue}-dlq`;

export interface LocalSqs {
  endpoint: string;
  client: SQSClient;
  urls: Record<QueueName, string>;
  deadLetterUrls: Record<QueueName, string>;
  /** QUEUE_URL_* variables for the Lambdas, as the CDK stack sets them. */
  environment: Record<string, string>;
  stop(): Promise<void>;
}

/** SQS's JSON protocol on a free local port, with every queue of infra/queues.ts and its DLQ. */
export async function startLocalSqs(): Promise<LocalSqs> {
  const port = await freePort();
  const server: Server = await createSqsServer({
    port,
    hostname: '127.0.0.1',
    accountId,
    region,
    emulateQueueCreationLifecycle: false,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new SQSClient(localClientConfig(endpoint));
  const urls = {} as Record<QueueName, string>;
  const deadLetterUrls = {} as Record<QueueName, string>;
  for (const spec of queues) {
    deadLetterUrls[spec.name] = await createQueue(client, deadLetterQueueName(spec.name), {});
    urls[spec.name] = await createQueue(client, spec.name, {
      VisibilityTimeout: String(spec.visibilityTimeoutSeconds),
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: queueArn(deadLetterQueueName(spec.name)),
        maxReceiveCount: spec.maxReceiveCount,
      }),
    });
  }
  const environment = Object.fromEntries(
    queues.map((spec: QueueSpec) => [queueUrlVariable(spec.name), urls[spec.name]]),
  );
  return {
    endpoint,
    client,
    urls,
    deadLetterUrls,
    environment,
    stop: () =>
      new Promise((resolve) => {
        client.destroy();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

async function createQueue(client: SQSClient, name: string, attributes: Record<string, string>) {
  const { QueueUrl } = await client.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
  if (!QueueUrl) throw new Error(`The local SQS did not create ${name}`);
  return QueueUrl;
}
