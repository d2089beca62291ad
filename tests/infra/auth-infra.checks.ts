import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { queueUrlVariable } from '#shared/queues/queue-sender.ts';
import { captchaNoneWarning } from '#infra/api-stack.ts';
import { functions } from '#infra/functions.ts';
import { agnosticArn, deployedFunction } from './function-grants.ts';
import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';

// The accounts work in the default configuration: no domain (the distribution's own), no captcha.
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = defaultFolio();
});

const parameterName = '/Folio/auth-origin';
const parameterArn = agnosticArn('ssm', 'parameter/Folio/auth-origin');
const sessionSecret = () => logicalId(folio.stacks.data.sessionSecret);
const secretReads = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];

test('the auth resolver writes the table, sends to the email queue and (new accounts) search-index only, and reads the session key and the auth origin', () => {
  const auth = deployedFunction(folio, 'auth');
  expect(functions.find((spec) => spec.name === 'auth')).toMatchObject({
    tableAccess: 'read-write',
    sends: ['email', 'search-index'],
  });
  expect(JSON.stringify(auth.environment[queueUrlVariable('email')])).toContain('EmailQueue');
  expect(auth.grants('secretsmanager:')).toEqual([
    { actions: secretReads, resource: expect.objectContaining({}) },
  ]);
  expect(JSON.stringify(auth.grants('secretsmanager:'))).toContain(sessionSecret());
  expect(auth.grants('ssm:')).toEqual([{ actions: ['ssm:GetParameter'], resource: parameterArn }]);
  expect(auth.environment).toMatchObject({
    AUTH_ORIGIN_PARAMETER: parameterName,
    CAPTCHA_KIND: 'none',
    SESSION_SECRET_ARN: expect.anything(),
  });
  expect(JSON.stringify(auth.environment.SESSION_SECRET_ARN)).toContain(sessionSecret());
  for (const absent of [
    'AUTH_ORIGIN',
    'RECAPTCHA_SITE_KEY',
    'RECAPTCHA_API_KEY_SECRET_ARN',
    'RECAPTCHA_CLASSIC_SECRET_ARN',
  ])
    expect(auth.environment[absent]).toBeUndefined();
});

test('the authorizer reads the table and the session key, nothing more', () => {
  const authorizer = deployedFunction(folio, 'authorizer');
  expect(authorizer.grants('ssm:')).toEqual([]);
  expect(authorizer.grants('sqs:')).toEqual([]);
  expect(authorizer.grants('secretsmanager:')).toHaveLength(1);
  expect(JSON.stringify(authorizer.environment.SESSION_SECRET_ARN)).toContain(sessionSecret());
  expect(Object.keys(authorizer.environment).sort()).toEqual([
    'NODE_OPTIONS',
    'POWERTOOLS_METRICS_FUNCTION_NAME',
    'POWERTOOLS_METRICS_NAMESPACE',
    'POWERTOOLS_SERVICE_NAME',
    'SESSION_SECRET_ARN',
    'TABLE_NAME',
  ]);
});

test('the auth HTTP Lambda: its entry, the table, the session key and the auth origin', () => {
  const authHttp = deployedFunction(folio, 'auth-http');
  expect(functions.find((spec) => spec.name === 'auth-http')).toMatchObject({
    entry: 'functions/auth/http-handler.ts',
    tableAccess: 'read-write',
    sends: ['search-index'],
  });
  expect(authHttp.grants('ssm:')).toEqual([{ actions: ['ssm:GetParameter'], resource: parameterArn }]);
  expect(JSON.stringify(authHttp.grants('secretsmanager:'))).toContain(sessionSecret());
  expect(Object.keys(authHttp.environment).sort()).toEqual([
    'AUTH_ORIGIN_PARAMETER',
    'NODE_OPTIONS',
    'POWERTOOLS_METRICS_FUNCTION_NAME',
    'POWERTOOLS_METRICS_NAMESPACE',
    'POWERTOOLS_SERVICE_NAME',
    'QUEUE_URL_SEARCH_INDEX',
    'SESSION_SECRET_ARN',
    'TABLE_NAME',
  ]);
});

test("the auth-form-post Lambda (Apple's answer): its entry, the table, the session key and the auth origin", () => {
  const formPost = deployedFunction(folio, 'auth-form-post');
  expect(functions.find((spec) => spec.name === 'auth-form-post')).toMatchObject({
    entry: 'functions/auth/form-post-handler.ts',
    tableAccess: 'read-write',
    sends: ['search-index'],
  });
  expect(formPost.grants('ssm:')).toEqual([{ actions: ['ssm:GetParameter'], resource: parameterArn }]);
  expect(formPost.grants('secretsmanager:')).toEqual([
    { actions: secretReads, resource: expect.objectContaining({}) },
  ]);
  expect(JSON.stringify(formPost.grants('secretsmanager:'))).toContain(sessionSecret());
  // Without OIDC context no client is configured: nothing of social sign-in reaches it.
  expect(Object.keys(formPost.environment).sort()).toEqual([
    'AUTH_ORIGIN_PARAMETER',
    'NODE_OPTIONS',
    'POWERTOOLS_METRICS_FUNCTION_NAME',
    'POWERTOOLS_METRICS_NAMESPACE',
    'POWERTOOLS_SERVICE_NAME',
    'QUEUE_URL_SEARCH_INDEX',
    'SESSION_SECRET_ARN',
    'TABLE_NAME',
  ]);
});

test('the pages learn the auth origin and the public captcha settings, never a secret', () => {
  const pages = deployedFunction(folio, 'pages');
  expect(pages.environment).toMatchObject({ AUTH_ORIGIN_PARAMETER: parameterName, CAPTCHA_KIND: 'none' });
  expect(pages.grants('ssm:')).toEqual([{ actions: ['ssm:GetParameter'], resource: parameterArn }]);
  expect(pages.grants('secretsmanager:')).toEqual([]);
  expect(pages.environment.SESSION_SECRET_ARN).toBeUndefined();
});

test('no other function reads a secret or a parameter', () => {
  // The content-events consumer reads one parameter, the distribution's id (tests/infra/publishing-infra.checks.ts);
  // the memberships Lambdas read Stripe's keys and the auth origin (tests/infra/payments-infra.checks.ts).
  const readers = [
    'auth',
    'authorizer',
    'auth-http',
    'auth-form-post',
    'pages',
    'content-events-consumer',
    'memberships',
    'memberships-webhook',
    // One-click unsubscribe links are checked with a key derived from the session secret (decision 153).
    'newsletters',
    // The newsletter sender signs them, and links to the site's origin (decisions 156, 158).
    'newsletter-send-consumer',
    'newsletters-one-click',
    // The e-mail digest links to the site's origin (decision 261) and signs its one-click
    // unsubscribe address, which users-one-click checks (decision 273).
    'notification-digest',
    'users-one-click',
  ];
  for (const spec of functions.filter((candidate) => !readers.includes(candidate.name))) {
    const other = deployedFunction(folio, spec.name);
    expect([spec.name, other.grants('secretsmanager:'), other.grants('ssm:')]).toEqual([spec.name, [], []]);
  }
});

test('the web stack writes the distribution domain as the auth origin parameter', () => {
  const distribution = logicalId(folio.stacks.web.edge.distribution);
  folio.templates.web.hasResourceProperties('AWS::SSM::Parameter', {
    Name: parameterName,
    Type: 'String',
    Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] },
  });
});

test('without a captcha, synth warns that sign-ups are unprotected', () => {
  const warnings = Annotations.fromStack(folio.stacks.api).findWarning(
    '*',
    Match.stringLikeRegexp('Sign-ups by e-mail are unprotected'),
  );
  expect(warnings).toHaveLength(1);
  expect(JSON.stringify(warnings[0]!.entry.data)).toContain(captchaNoneWarning);
});
