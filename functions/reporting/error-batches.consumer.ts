import { createErrorBatchesConsumer } from './create-consumers.ts';

export const handler = createErrorBatchesConsumer();
