import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { createLogger } from '#shared/observability/observability.ts';
import { describeZodError } from '#shared/api/results.ts';

/** Where browsers send Content-Security-Policy violation reports (infra/security-headers.ts names it). */
export const cspReportPath = '/_/clientele/csp-report';
/** A report is one violation or a few: its URLs, the policy and a 40-character sample fit well in 16 KB. */
export const maxCspReportBytes = 16 * 1024;

const url = z.string().max(2048);
const detail = z.string().max(512);
const position = z.number().int().nonnegative();

/** What we keep of a violation, whichever way the browser reported it. */
export interface CspViolation {
  documentUrl: string;
  directive: string;
  blockedUrl?: string;
  sourceFile?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: string;
}

/** `report-uri` (CSP Level 2, Firefox and Safari): one violation as `{"csp-report": {…}}`. */
const reportUriBody = z
  .object({
    'csp-report': z.object({
      'document-uri': url,
      'effective-directive': detail.optional(),
      'violated-directive': detail.optional(),
      'blocked-uri': url.optional(),
      'source-file': url.optional(),
      'line-number': position.optional(),
      'column-number': position.optional(),
      'script-sample': detail.optional(),
      disposition: detail.optional(),
    }),
  })
  .transform(({ 'csp-report': report }): CspViolation[] => [
    {
      documentUrl: report['document-uri'],
      directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
      blockedUrl: report['blocked-uri'],
      sourceFile: report['source-file'],
      line: report['line-number'],
      column: report['column-number'],
      sample: report['script-sample'],
      disposition: report.disposition,
    },
  ]);

/** `report-to` (the Reporting API, Chromium): a batch of reports of type csp-violation. */
const reportToBody = z
  .array(
    z.object({
      type: z.literal('csp-violation'),
      body: z.object({
        documentURL: url,
        effectiveDirective: detail,
        blockedURL: url.optional(),
        sourceFile: url.optional(),
        lineNumber: position.optional(),
        columnNumber: position.optional(),
        sample: detail.optional(),
        disposition: detail.optional(),
      }),
    }),
  )
  .min(1)
  .max(20)
  .transform((reports): CspViolation[] =>
    reports.map(({ body }) => ({
      documentUrl: body.documentURL,
      directive: body.effectiveDirective,
      blockedUrl: body.blockedURL,
      sourceFile: body.sourceFile,
      line: body.lineNumber,
      column: body.columnNumber,
      sample: body.sample,
      disposition: body.disposition,
    })),
  );

const cspReportBody = z.union([reportUriBody, reportToBody]);

type Answer = APIGatewayProxyStructuredResultV2;

const error = (statusCode: number, errorType: string, message: string): Answer => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify({ errors: [{ errorType, message }] }),
});

/** The violations a report body holds, or the 400 that says why it is not a report. */
export function readCspReport(
  body: string,
): { ok: true; violations: CspViolation[] } | { ok: false; answer: Answer } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, answer: error(400, 'BadRequest', 'A CSP report must be JSON.') };
  }
  const report = cspReportBody.safeParse(json);
  if (!report.success)
    return {
      ok: false,
      answer: error(400, 'BadRequest', `Not a CSP report: ${describeZodError(report.error)}`),
    };
  return { ok: true, violations: report.data };
}

/** The part of Powertools' Logger the receiver uses. */
export interface CspReportLogger {
  warn(message: string, extra: Record<string, unknown>): void;
}

/**
 * The csp-report Lambda: POST /_/clientele/csp-report, a browser's report of what the pages'
 * Content-Security-Policy refused, logged as one warning per violation (CloudWatch keeps them). Its
 * function URL takes requests without IAM (a browser's report carries no body hash for CloudFront to
 * sign with), so anyone may call it: it answers that one path, POST only, at most 16 KB, and keeps
 * nothing but the log line.
 */
export function createCspReportHandler(logger: CspReportLogger = createLogger('csp-report')) {
  return async (event: APIGatewayProxyEventV2): Promise<Answer> => {
    if (event.rawPath !== cspReportPath)
      return error(404, 'NotFound', `Nothing is served at ${event.rawPath}.`);
    if (event.requestContext.http.method !== 'POST')
      return error(405, 'BadRequest', `Use POST for ${cspReportPath}.`);
    // Function URLs base64-encode bodies whose type is not text (application/csp-report is not).
    const bytes = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    if (bytes.length > maxCspReportBytes)
      return error(413, 'BadRequest', `A CSP report is at most ${maxCspReportBytes / 1024} KB.`);
    const report = readCspReport(bytes.toString('utf8'));
    if (!report.ok) return report.answer;
    for (const violation of report.violations)
      logger.warn('Content-Security-Policy violation', { violation });
    return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  };
}
