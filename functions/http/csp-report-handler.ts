import { createCspReportHandler } from './csp-report.ts';

/** The csp-report Lambda's AWS entry: it needs nothing but its logger. */
export const handler = createCspReportHandler();
