import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { cspReportPath } from '#functions/http/csp-report.ts';
import { stripeWebhookPath } from '#functions/memberships/webhook.ts';
import { clickPathPrefix, openPathPrefix } from '#functions/newsletters/tracking/tracking-links.ts';
import { oneClickPathPrefix } from '#functions/newsletters/unsubscribe-link.ts';
import { activityUnsubscribePathPrefix } from '#functions/users/notifications/digest/unsubscribe-link.ts';
import { confirmPathPrefix } from '#functions/newsletters/import/confirmation-link.ts';
import { avatarPath } from '#functions/http/avatar-upload.ts';
import { searchBehaviourPath } from '#functions/search/http/search-path.ts';
import { localSearchConfig } from '#contract/search-config.ts';
import { searchObjectPrefix } from '#functions/search/store/manifest.ts';
import { searchQueriesPath } from '#contract/search.ts';
import { storyImageUploadPath, storyImageUploadUrlPath } from '#contract/image-upload.ts';
import { authPathPatterns, formPostPathPatterns } from '#contract/auth-paths.ts';
import { edgeHeaders } from '#contract/edge-headers.ts';
import { pageAssetsVariable, readPageAssets } from '#functions/pages/assets.ts';
import { contentSecurityPolicyWithUploads, securityHeaders } from '#infra/security-headers.ts';
import { viewerRequestCode } from '#infra/viewer-request-code.ts';
import { FolioFunction } from '#infra/folio-function.ts';
import { buildFolio } from '#infra/folio-app.ts';
import {
  allViewerExceptHost,
  cachingDisabled,
  cachingOptimized,
  distributionConfig,
  type Behaviour,
  type DistributionConfig,
  type Origin,
} from './cloudfront-config.ts';
import { deployedFunction } from './function-grants.ts';
import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';

let folio: SynthesizedFolio;
let config: DistributionConfig;
beforeAll(() => {
  folio = defaultFolio();
  config = distributionConfig(folio.templates.web);
});

const behaviour = (path: string) => config.CacheBehaviors.find((b) => b.PathPattern === path)!;
const originOf = (b: Behaviour) => config.Origins.find((o) => o.Id === b.TargetOriginId)!;
const functionOf = (name: string) =>
  folio.app.node
    .findAll()
    .find((n): n is FolioFunction => n instanceof FolioFunction && n.spec.name === name)!.function;
const oacType = (origin: Origin) =>
  origin.OriginAccessControlId &&
  folio.templates.web.toJSON().Resources[origin.OriginAccessControlId['Fn::GetAtt'][0]].Properties
    .OriginAccessControlConfig;

test('routes /assets/*, /graphql, /_/image/*, the auth paths, the CSP reports, then /_/* (first match wins), and the rest to pages', () => {
  expect(config.CacheBehaviors.map((b) => b.PathPattern)).toEqual([
    '/assets/*',
    '/graphql',
    '/_/image/*',
    ...formPostPathPatterns,
    ...authPathPatterns,
    cspReportPath,
    stripeWebhookPath,
    `${oneClickPathPrefix}*`,
    `${openPathPrefix}*`,
    `${clickPathPrefix}*`,
    `${confirmPathPrefix}*`,
    `${activityUnsubscribePathPrefix}*`,
    searchBehaviourPath,
    '/_/*',
  ]);
  expect(formPostPathPatterns).toEqual(['/m/callback/apple', '/m/callback/confirm-sign-in']);
});

test('every behaviour runs the viewer-request function', () => {
  const fn = Object.keys(folio.templates.web.findResources('AWS::CloudFront::Function'));
  expect(fn).toHaveLength(1);
  for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
    expect(b.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fn[0], 'FunctionARN'] } },
    ]);
  }
});

test('every behaviour adds the security headers of infra/security-headers.ts', () => {
  const policies = folio.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy');
  const [id] = Object.keys(policies);
  expect(Object.keys(policies)).toHaveLength(1);
  expect(policies[id!]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toEqual({
    StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true },
    ContentTypeOptions: { Override: true },
    FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
    ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    // A response's own policy wins: the auth Lambdas' small pages send stricter ones.
    ContentSecurityPolicy: { ContentSecurityPolicy: expect.anything(), Override: false },
  });
  // The local policy, and story images may be PUT to the uploads bucket's own address.
  const csp = policies[id!]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig
    .ContentSecurityPolicy.ContentSecurityPolicy as { 'Fn::Join': ['', [string, unknown, string]] };
  const [before, bucketAddress, after] = csp['Fn::Join'][1];
  expect(`${before}{bucket}${after}`).toBe(contentSecurityPolicyWithUploads('https://{bucket}'));
  expect(JSON.stringify(bucketAddress)).toMatch(/Uploads\w*RegionalDomainName/);
  expect(contentSecurityPolicyWithUploads('https://{bucket}')).toBe(
    securityHeaders.contentSecurityPolicy.replace(
      "connect-src 'self' https://accounts.google.com/gsi/",
      "connect-src 'self' https://accounts.google.com/gsi/ https://{bucket}",
    ),
  );
  expect(policies[id!]!.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig).toEqual({
    Items: [{ Header: 'Reporting-Endpoints', Value: `csp="${cspReportPath}"`, Override: true }],
  });
  for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
    expect((b as unknown as { ResponseHeadersPolicyId: unknown }).ResponseHeadersPolicyId).toEqual({
      Ref: id,
    });
  }
});

test('the viewer-request function is functions/edge/viewer-request.js on cloudfront-js-2.0 with the domains store', () => {
  folio.templates.web.resourceCountIs('AWS::CloudFront::KeyValueStore', 1);
  const store = Object.keys(folio.templates.web.findResources('AWS::CloudFront::KeyValueStore'))[0]!;
  folio.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
    // Built without a domain: the writers' subdomain rule is off (infra/viewer-request-code.ts).
    FunctionCode: viewerRequestCode(undefined),
    FunctionConfig: Match.objectLike({
      Runtime: 'cloudfront-js-2.0',
      KeyValueStoreAssociations: [{ KeyValueStoreARN: { 'Fn::GetAtt': [store, 'Arn'] } }],
    }),
    AutoPublish: true,
  });
});

test('the Content-Security-Policy lets no inline or evaluated script run, and reports to the reporting path', () => {
  const directives = Object.fromEntries(
    securityHeaders.contentSecurityPolicy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );
  expect(directives['script-src']).toEqual([
    "'self'",
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    'https://accounts.google.com/gsi/client',
  ]);
  expect(directives).toMatchObject({
    'default-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'report-uri': [cspReportPath],
    'report-to': ['csp'],
  });
  // CloudFront's limit for the header in a response headers policy.
  expect(securityHeaders.contentSecurityPolicy.length).toBeLessThanOrEqual(1783);
});

test('pages: function URL behind OAC, cached by query string, the served host and the edge classification only', () => {
  const b = config.DefaultCacheBehavior;
  const origin = originOf(b);
  expect(JSON.stringify(origin.DomainName)).toContain(
    logicalId(functionOf('pages').node.findChild('FunctionUrl')),
  );
  expect(oacType(origin)).toMatchObject({
    OriginAccessControlOriginType: 'lambda',
    SigningBehavior: 'always',
  });
  expect(b.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS']);
  expect(b.OriginRequestPolicyId).toBe(allViewerExceptHost);
  const policy = folio.templates.web.toJSON().Resources[b.CachePolicyId.Ref].Properties.CachePolicyConfig;
  expect(policy.MinTTL).toBe(0);
  expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
    QueryStringsConfig: { QueryStringBehavior: 'all' },
    CookiesConfig: { CookieBehavior: 'none' },
    HeadersConfig: {
      HeaderBehavior: 'whitelist',
      // The host first: a page is never answered for another host Folio serves (the edge refuses the rest).
      Headers: [edgeHeaders.host, edgeHeaders.viewer, edgeHeaders.hostKind, edgeHeaders.hostTarget],
    },
  });
});

test('/assets/*: the assets bucket behind OAC, caching optimized', () => {
  const b = behaviour('/assets/*');
  const origin = originOf(b);
  expect(origin.DomainName).toEqual({
    'Fn::GetAtt': [logicalId(folio.stacks.web.node.findChild('Assets')), 'RegionalDomainName'],
  });
  expect(oacType(origin)).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' });
  expect(b.CachePolicyId).toBe(cachingOptimized);
});

test('/_/image/*: the uploads bucket behind OAC, caching optimized', () => {
  const b = behaviour('/_/image/*');
  const origin = originOf(b);
  expect(JSON.stringify(origin.DomainName)).toContain(
    `${logicalId(folio.stacks.data.uploads)}RegionalDomainName`,
  );
  expect(oacType(origin)).toMatchObject({ OriginAccessControlOriginType: 's3' });
  expect(b.CachePolicyId).toBe(cachingOptimized);
});

test('/graphql: the AppSync host, every method, no caching, all viewer headers but Host', () => {
  const b = behaviour('/graphql');
  const origin = originOf(b);
  expect(origin.DomainName['Fn::Select'][0]).toBe(2);
  expect(JSON.stringify(origin.DomainName)).toContain(`${logicalId(folio.stacks.api.api)}GraphQLUrl`);
  expect(origin.OriginAccessControlId).toBeUndefined();
  expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  expect(b).toMatchObject({ CachePolicyId: cachingDisabled, OriginRequestPolicyId: allViewerExceptHost });
  expect(b.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'OPTIONS']));
});

test('/_/*: the HTTP function URL behind OAC, every method, no caching', () => {
  const b = behaviour('/_/*');
  const origin = originOf(b);
  expect(JSON.stringify(origin.DomainName)).toContain(
    logicalId(functionOf('http').node.findChild('FunctionUrl')),
  );
  expect(oacType(origin)).toMatchObject({ OriginAccessControlOriginType: 'lambda' });
  expect(b).toMatchObject({ CachePolicyId: cachingDisabled, OriginRequestPolicyId: allViewerExceptHost });
  expect(b.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'DELETE']));
});

test('/_/search/*: the search function URL behind OAC, POST allowed, no caching; it reads only search/ of the uploads bucket, which no behaviour serves', () => {
  const b = behaviour(searchBehaviourPath);
  const origin = originOf(b);
  expect(JSON.stringify(origin.DomainName)).toContain(
    logicalId(functionOf('search').node.findChild('FunctionUrl')),
  );
  expect(oacType(origin)).toMatchObject({
    OriginAccessControlOriginType: 'lambda',
    SigningBehavior: 'always',
  });
  expect(b).toMatchObject({ CachePolicyId: cachingDisabled, OriginRequestPolicyId: allViewerExceptHost });
  expect(b.AllowedMethods).toEqual(expect.arrayContaining(['POST']));
  expect(searchQueriesPath.startsWith(searchBehaviourPath.slice(0, -1))).toBe(true);
  const search = deployedFunction(folio, 'search');
  expect(search.grants('s3:')).toEqual([
    {
      actions: ['s3:GetObject'],
      resource: { 'Fn::Join': ['', [expect.anything(), `/${searchObjectPrefix}*`]] },
    },
  ]);
  expect(search.environment).toMatchObject({
    SEARCH_API_KEY: localSearchConfig.apiKey,
    SEARCH_APP_ID: localSearchConfig.applicationId,
    SEARCH_INDEX_PREFIX: localSearchConfig.indexPrefix,
  });
  // The uploads bucket's one behaviour is /_/image/*: the index under search/ is never served.
  const uploadsOrigins = config.Origins.filter((o) => JSON.stringify(o.DomainName).includes('Uploads'));
  const servingUploads = config.CacheBehaviors.filter((other) =>
    uploadsOrigins.some((o) => o.Id === other.TargetOriginId),
  );
  expect(servingUploads.map((other) => other.PathPattern)).toEqual(['/_/image/*']);
});

test('the upload paths (a story image’s ticket and confirmation, an avatar) reach the HTTP Lambda through /_/*; pending uploads are served by no behaviour of their own', () => {
  // Every pattern of ours is a path or ends in its only `*` (auth-paths.test.ts has CloudFront's whole rule).
  const matches = (pattern: string, path: string) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
  const behaviourServing = (path: string) =>
    config.CacheBehaviors.find((b) => matches(b.PathPattern!, path)) ?? config.DefaultCacheBehavior;
  for (const path of [storyImageUploadUrlPath, storyImageUploadPath, avatarPath]) {
    expect(behaviourServing(path)).toBe(behaviour('/_/*'));
  }
  expect(behaviourServing('/_/image/0123456789abcdef')).toBe(behaviour('/_/image/*'));
  expect(behaviourServing('/_/upload-pending/0123456789abcdef0123456789abcdef')).toBe(behaviour('/_/*'));
});

test('the auth paths: the auth HTTP function URL behind OAC, GET and HEAD, no caching, every cookie and query string', () => {
  const targets = authPathPatterns.map((path) => {
    const b = behaviour(path);
    const origin = originOf(b);
    expect(JSON.stringify(origin.DomainName)).toContain(
      logicalId(functionOf('auth-http').node.findChild('FunctionUrl')),
    );
    expect(oacType(origin)).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
    });
    expect(b).toMatchObject({ CachePolicyId: cachingDisabled, OriginRequestPolicyId: allViewerExceptHost });
    expect(b.AllowedMethods).toEqual(['GET', 'HEAD']);
    return b.TargetOriginId;
  });
  expect(new Set(targets).size).toBe(1);
  // Behaviours hold on every host: a custom domain's or subdomain's session hand-off reaches auth-http.
  expect(behaviour('/m/callback/session*').TargetOriginId).toBe(targets[0]);
});

test("Apple's form_post callback and the sign-in confirmation: the auth-form-post function URL without OAC, every method, no caching, every header but Host", () => {
  const [b, confirmation] = formPostPathPatterns.map(behaviour);
  if (!b || !confirmation) throw new Error('no form_post behaviours');
  expect(confirmation).toEqual({ ...b, PathPattern: confirmation.PathPattern });
  const origin = originOf(b);
  expect(JSON.stringify(origin.DomainName)).toContain(
    logicalId(functionOf('auth-form-post').node.findChild('FunctionUrl')),
  );
  // Apple's POST has no x-amz-content-sha256: an OAC-signed POST to a function URL would be refused.
  expect(origin.OriginAccessControlId).toBeUndefined();
  expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  // Cookies (the attempt's or the sign-in's binding, the session), the query and the body reach the handler.
  expect(b).toMatchObject({ CachePolicyId: cachingDisabled, OriginRequestPolicyId: allViewerExceptHost });
  expect(b.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST']));
  // No other behaviour reaches that origin.
  const others = [config.DefaultCacheBehavior, ...config.CacheBehaviors].filter(
    (other) => other !== b && other !== confirmation,
  );
  expect(others.map((other) => other.TargetOriginId)).not.toContain(b.TargetOriginId);
});

test("the digest's one-click unsubscribe: the users-one-click function URL without OAC, POST, no caching, and no other behaviour (decision 273)", () => {
  const b = behaviour(`${activityUnsubscribePathPrefix}*`);
  const origin = originOf(b);
  expect(JSON.stringify(origin.DomainName)).toContain(
    logicalId(functionOf('users-one-click').node.findChild('FunctionUrl')),
  );
  // A mail client's POST has no x-amz-content-sha256: an OAC-signed POST to a function URL would be refused.
  expect(origin.OriginAccessControlId).toBeUndefined();
  expect(b).toMatchObject({ CachePolicyId: cachingDisabled, OriginRequestPolicyId: allViewerExceptHost });
  expect(b.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST']));
  const others = [config.DefaultCacheBehavior, ...config.CacheBehaviors].filter((other) => other !== b);
  expect(others.map((other) => other.TargetOriginId)).not.toContain(b.TargetOriginId);
});

test('the CSP reports: the csp-report function URL without OAC, every method, no caching, and no other behaviour', () => {
  const b = behaviour(cspReportPath);
  const origin = originOf(b);
  expect(JSON.stringify(origin.DomainName)).toContain(
    logicalId(functionOf('csp-report').node.findChild('FunctionUrl')),
  );
  // A browser's report has no x-amz-content-sha256: an OAC-signed POST to a function URL would be refused.
  expect(origin.OriginAccessControlId).toBeUndefined();
  expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  expect(b).toMatchObject({ CachePolicyId: cachingDisabled, OriginRequestPolicyId: allViewerExceptHost });
  expect(b.AllowedMethods).toEqual(expect.arrayContaining(['POST']));
  const others = [config.DefaultCacheBehavior, ...config.CacheBehaviors].filter((other) => other !== b);
  expect(others.map((other) => other.TargetOriginId)).not.toContain(b.TargetOriginId);
});

test('function URLs demand IAM and only this distribution may call them, but for the form_post callback, the CSP reports, Stripe and the one-click unsubscribes', () => {
  const urls = folio.templates.web.findResources('AWS::Lambda::Url');
  expect(Object.keys(urls)).toHaveLength(9);
  const openFunctions = [
    'auth-form-post',
    'csp-report',
    'memberships-webhook',
    'newsletters-one-click',
    'users-one-click',
  ].map((name) => logicalId(functionOf(name)));
  const open = Object.values(urls).filter((url) => url.Properties.AuthType !== 'AWS_IAM');
  expect(open).toEqual(
    openFunctions.map((id) =>
      expect.objectContaining({
        Properties: expect.objectContaining({
          AuthType: 'NONE',
          TargetFunctionArn: { 'Fn::GetAtt': [id, 'Arn'] },
        }),
      }),
    ),
  );
  const permissions = Object.values(folio.templates.web.findResources('AWS::Lambda::Permission'));
  const distribution = Object.keys(folio.templates.web.findResources('AWS::CloudFront::Distribution'))[0]!;
  const on = (id: string) => (p: (typeof permissions)[number]) =>
    JSON.stringify(p.Properties.FunctionName).includes(`"${id}"`);
  const onOpen = (p: (typeof permissions)[number]) => openFunctions.some((id) => on(id)(p));
  for (const action of ['lambda:InvokeFunctionUrl', 'lambda:InvokeFunction']) {
    const granted = permissions.filter((p) => p.Properties.Action === action && !onOpen(p));
    // pages, http, auth-http and search
    expect(granted).toHaveLength(4);
    for (const p of granted) {
      expect(p.Properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(p.Properties.SourceArn)).toContain(`{"Ref":"${distribution}"}`);
    }
  }
  // Anyone may call the open URLs, and only through the URL (not lambda:Invoke from an account).
  for (const id of openFunctions) {
    expect(permissions.filter(on(id)).map((p) => p.Properties)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Action: 'lambda:InvokeFunctionUrl',
          Principal: '*',
          FunctionUrlAuthType: 'NONE',
        }),
        expect.objectContaining({
          Action: 'lambda:InvokeFunction',
          Principal: '*',
          InvokedViaFunctionUrl: true,
        }),
      ]),
    );
    expect(permissions.filter(on(id))).toHaveLength(2);
  }
});

test('HTTP/2 and 3, standard logs to the access-log bucket, the cloudfront.net domain by default', () => {
  expect(config.HttpVersion).toBe('http2and3');
  expect(JSON.stringify(config.Logging.Bucket)).toContain(
    `${logicalId(folio.stacks.data.logs)}RegionalDomainName`,
  );
  expect(config.Aliases).toBeUndefined();
  expect(config.ViewerCertificate).toBeUndefined();
});

test('pages get PAGE_ASSETS from the Vite manifest; pages and http get the AppSync URL, auth HTTP does not', () => {
  const env = (name: string) =>
    folio.templates.web.toJSON().Resources[logicalId(functionOf(name))].Properties.Environment.Variables;
  expect(JSON.parse(env('pages')[pageAssetsVariable])).toEqual(
    readPageAssets(folio.folio.settings.webDistDir),
  );
  for (const name of ['pages', 'http']) expect(JSON.stringify(env(name).GRAPHQL_URL)).toContain('GraphQLUrl');
  expect(env('auth-http').GRAPHQL_URL).toBeUndefined();
});

test("pages hand the browser the search API's public config, the local values by default (decision 235)", () => {
  const env = folio.templates.web.toJSON().Resources[logicalId(functionOf('pages'))].Properties.Environment
    .Variables as Record<string, unknown>;
  expect(env).toMatchObject({
    SEARCH_APP_ID: 'folio-local',
    SEARCH_API_KEY: 'folio-local-search-key',
    SEARCH_INDEX_PREFIX: 'folio_',
  });
});

test('the HTTP Lambda may put and delete objects under _/image/ of the uploads bucket, and put, read and delete pending uploads, nothing more, and knows its name', () => {
  const http = deployedFunction(folio, 'http');
  const uploadsArn = { 'Fn::ImportValue': 'FolioData-UploadsArn' };
  expect(http.grants('s3:')).toEqual([
    {
      actions: ['s3:DeleteObject', 's3:PutObject'],
      resource: { 'Fn::Join': ['', [uploadsArn, '/_/image/*']] },
    },
    {
      actions: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
      resource: { 'Fn::Join': ['', [uploadsArn, '/_/upload-pending/*']] },
    },
  ]);
  expect(JSON.stringify(http.environment.UPLOADS_BUCKET)).toContain('FolioData-UploadsArn');
  for (const name of ['pages', 'auth-http', 'auth-form-post', 'csp-report'])
    expect(deployedFunction(folio, name).grants('s3:')).toEqual([]);
  folio.templates.data.hasOutput('UploadsArnExport', { Export: { Name: 'FolioData-UploadsArn' } });
});

test('hashed assets are deployed under assets/ as immutable for a year, old files kept', () => {
  folio.templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
    DestinationBucketKeyPrefix: 'assets/',
    SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    Prune: false,
  });
});

test('synth stops with the command to run when the web build is missing', () => {
  const app = new App({ context: { webDistDir: '/nonexistent/folio-dist', 'aws:cdk:bundling-stacks': [] } });
  expect(() => buildFolio(app)).toThrow(/npm run build:web/);
});
