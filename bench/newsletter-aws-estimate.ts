/**
 * What a newsletter send costs in AWS, worked out from what bench/newsletter-fan-out.ts measures
 * locally. Prices: us-east-1, as the AWS pricing pages give them on 2026-11-27 (DynamoDB on-demand
 * since its 2024-11-01 cut; SQS standard queue past the free tier; Lambda x86).
 */
export const prices = {
  /** aws.amazon.com/ses/pricing: outbound e-mail. */
  sesPerEmail: 0.1 / 1_000,
  /** aws.amazon.com/dynamodb/pricing/on-demand: per write request unit (1 KB). */
  dynamoDbPerWriteUnit: 0.625 / 1_000_000,
  /** Same page: per read request unit (4 KB strongly consistent, 8 KB eventually). */
  dynamoDbPerReadUnit: 0.125 / 1_000_000,
  /** aws.amazon.com/lambda/pricing: x86, per GB-second and per request. */
  lambdaPerGbSecond: 0.0000166667,
  lambdaPerRequest: 0.2 / 1_000_000,
  /** aws.amazon.com/sqs/pricing: standard queue, per request (64 KB chunk). */
  sqsPerRequest: 0.4 / 1_000_000,
} as const;

export interface MeasuredSend {
  /** Subscribers the local run sent to. */
  recipients: number;
  /** DynamoDB capacity units the whole local send consumed (publish to the last e-mail). */
  readUnits: number;
  writeUnits: number;
  /** Recipients per batch message (functions/newsletters/sending/send-messages.ts). */
  recipientsPerBatch: number;
}

export interface AwsSending {
  /** E-mails a second all newsletter sending may use (newsletterSendRatePerSecond). */
  ratePerSecond: number;
  /** Consumer invocations at once (the queue's maxConcurrency). */
  concurrency: number;
  memoryMb: number;
}

/**
 * A send to `subscribers` in AWS: its duration is the paced sending (each of the `concurrency`
 * invocations sends at its share of the rate, and is billed while it waits), the DynamoDB units scale
 * with the recipients as measured, and the SQS requests are one send (in tens), one receive and one
 * delete per batch message, plus the job's.
 */
export function estimateSend(subscribers: number, measured: MeasuredSend, aws: AwsSending) {
  const seconds = subscribers / aws.ratePerSecond;
  const batches = Math.ceil(subscribers / measured.recipientsPerBatch);
  const lambdaGbSeconds = seconds * aws.concurrency * (aws.memoryMb / 1024);
  const scale = subscribers / measured.recipients;
  const readUnits = measured.readUnits * scale;
  const writeUnits = measured.writeUnits * scale;
  const sqsRequests = Math.ceil(batches / 10) + 2 * batches + 3;
  const cost = {
    ses: subscribers * prices.sesPerEmail,
    dynamoDbWrites: writeUnits * prices.dynamoDbPerWriteUnit,
    dynamoDbReads: readUnits * prices.dynamoDbPerReadUnit,
    lambda: lambdaGbSeconds * prices.lambdaPerGbSecond + (batches + 1) * prices.lambdaPerRequest,
    sqs: sqsRequests * prices.sqsPerRequest,
  };
  return {
    seconds,
    batches,
    readUnits,
    writeUnits,
    lambdaGbSeconds,
    sqsRequests,
    cost,
    total: Object.values(cost).reduce((sum, dollars) => sum + dollars, 0),
  };
}
