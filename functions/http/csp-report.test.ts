import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createCspReportHandler, cspReportPath, maxCspReportBytes } from './csp-report.ts';

function event(body: string, change: { method?: string; path?: string; base64?: boolean } = {}) {
  const base64 = change.base64 ?? false;
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: change.path ?? cspReportPath,
    rawQueryString: '',
    headers: { 'content-type': base64 ? 'application/csp-report' : 'application/reports+json' },
    requestContext: { http: { method: change.method ?? 'POST' } } as APIGatewayProxyEventV2['requestContext'],
    body: base64 ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
  } satisfies APIGatewayProxyEventV2;
}

function setup() {
  const logger = { warn: jest.fn() };
  return { handle: createCspReportHandler(logger), logger };
}

const errorOf = async (answer: Promise<{ statusCode?: number; body?: string }>) => {
  const { statusCode, body } = await answer;
  return [statusCode, (JSON.parse(body!) as { errors: { errorType: string; message: string }[] }).errors[0]];
};

test('report-uri’s report (base64, as a function URL passes application/csp-report) is logged', async () => {
  const { handle, logger } = setup();
  const report = {
    'csp-report': {
      'document-uri': 'https://folio.example/p/abc',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'",
      'blocked-uri': 'inline',
      'line-number': 3,
      'script-sample': 'alert(1)',
      disposition: 'enforce',
      'status-code': 200,
    },
  };
  expect(await handle(event(JSON.stringify(report), { base64: true }))).toEqual({
    statusCode: 204,
    headers: { 'cache-control': 'no-store' },
  });
  expect(logger.warn).toHaveBeenCalledWith('Content-Security-Policy violation', {
    violation: {
      documentUrl: 'https://folio.example/p/abc',
      directive: 'script-src-elem',
      blockedUrl: 'inline',
      sourceFile: undefined,
      line: 3,
      column: undefined,
      sample: 'alert(1)',
      disposition: 'enforce',
    },
  });
});

test('report-to’s batch (the Reporting API) is logged one violation at a time', async () => {
  const { handle, logger } = setup();
  const report = (blockedURL: string) => ({
    type: 'csp-violation',
    age: 10,
    url: 'https://folio.example/',
    user_agent: 'Chrome',
    body: {
      documentURL: 'https://folio.example/',
      effectiveDirective: 'img-src',
      blockedURL,
      originalPolicy: "default-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
    },
  });
  const answer = await handle(event(JSON.stringify([report('https://a.example/x.png'), report('data')])));
  expect(answer.statusCode).toBe(204);
  expect(logger.warn.mock.calls.map(([, { violation }]) => violation.blockedUrl)).toEqual([
    'https://a.example/x.png',
    'data',
  ]);
});

test.each([
  ['not JSON', 'A CSP report must be JSON.'],
  ['{"csp-report": {}}', 'Not a CSP report: Invalid input'],
  ['[]', 'Not a CSP report: Invalid input'],
  [
    JSON.stringify([{ type: 'deprecation', body: { documentURL: 'x', effectiveDirective: 'y' } }]),
    'Not a CSP report: Invalid input',
  ],
])('%s is a 400 and nothing is logged', async (body, message) => {
  const { handle, logger } = setup();
  expect(await errorOf(handle(event(body)))).toEqual([400, { errorType: 'BadRequest', message }]);
  expect(logger.warn).not.toHaveBeenCalled();
});

test('a body over 16 KB is refused before it is read', async () => {
  const { handle, logger } = setup();
  const body = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(maxCspReportBytes) } });
  expect(await errorOf(handle(event(body)))).toEqual([
    413,
    { errorType: 'BadRequest', message: 'A CSP report is at most 16 KB.' },
  ]);
  expect(logger.warn).not.toHaveBeenCalled();
});

test('its open function URL answers one path, POST only', async () => {
  const { handle } = setup();
  expect(await errorOf(handle(event('{}', { method: 'GET' })))).toEqual([
    405,
    { errorType: 'BadRequest', message: `Use POST for ${cspReportPath}.` },
  ]);
  expect(await errorOf(handle(event('{}', { path: '/_/batch' })))).toEqual([
    404,
    { errorType: 'NotFound', message: 'Nothing is served at /_/batch.' },
  ]);
});
