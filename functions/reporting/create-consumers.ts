import * as z from 'zod';
import type { FolioData } from '#shared/data/data.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createSqsBatchHandler } from '#shared/queues/sqs-batch.ts';
import { eventMessageSchema } from '#contract/event-message.ts';
import { createReportingRepository } from './repository.ts';

/** Consumes the events queue: validates each analytics event and stores it. */
export function createEventsConsumer(data: FolioData, logger = createLogger('reporting')) {
  const repository = createReportingRepository(data);
  return createSqsBatchHandler(eventMessageSchema, (event) => repository.putEvent(event), logger);
}

/** A browser error report (spec 3 §3 "Error report"). */
export const errorReportSchema = z.object({
  name: z.string().max(200),
  message: z.string().max(5000),
  stack: z.string().max(20_000).optional(),
  timestamp: z.number().int().positive(),
  fileName: z.string().max(2000).optional(),
  lineNumber: z.number().int().optional(),
  extra: z.record(z.string(), z.unknown()).default({}),
});

/** Consumes client error reports into structured logs, where alarms and dashboards read them. */
export function createErrorBatchesConsumer(logger = createLogger('reporting')) {
  return createSqsBatchHandler(
    errorReportSchema,
    async (report) => logger.error('Client error reported', { report }),
    logger,
  );
}
