import { observeFunctionUrl } from '#shared/http/http-errors.ts';
import { createCspReportHandler } from './csp-report.ts';

/** The csp-report Lambda's AWS entry: it needs nothing but its logger. */
export const handler = observeFunctionUrl('csp-report', createCspReportHandler());
