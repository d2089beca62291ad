import { dataFromEnv } from '../shared/clients.ts';
import { createEventsConsumer } from './create-consumers.ts';

export const handler = createEventsConsumer(dataFromEnv());
