import { Duration, Fn } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  KeyValueStore,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { cspReportPath } from '#functions/http/csp-report.ts';
import { stripeWebhookPath } from '#functions/memberships/webhook.ts';
import { clickPathPrefix, openPathPrefix } from '#functions/newsletters/tracking/tracking-links.ts';
import { confirmPathPrefix } from '#functions/newsletters/import/confirmation-link.ts';
import { oneClickPathPrefix } from '#functions/newsletters/unsubscribe-link.ts';
import { activityUnsubscribePathPrefix } from '#functions/users/notifications/digest/unsubscribe-link.ts';
import { authPathPatterns, formPostPathPatterns } from '#contract/auth-paths.ts';
import { edgeHeaders } from '#contract/edge-headers.ts';
import { acknowledgeDistribution } from './edge-nag.ts';
import { contentSecurityPolicyWithUploads, securityHeaders } from './security-headers.ts';
import type { FolioSettings } from './settings.ts';
import { viewerRequestCode, viewerRequestSource } from './viewer-request-code.ts';
import { searchBehaviourPath } from '#functions/search/http/search-path.ts';

/** The SSM parameter holding the distribution's id, written by the web stack (the content-events consumer reads it). */
export const edgeDistributionParameterName = (stackPrefix: string) => `/${stackPrefix}/edge-distribution-id`;

export { viewerRequestSource };
/** CloudFront rejects function code above 10 KB at deploy time. */
const functionSizeLimit = 10 * 1024;

export interface EdgeDistributionProps {
  settings: FolioSettings;
  pages: IFunctionUrl;
  http: IFunctionUrl;
  /** Sign-in callback and sign-out: sets and clears the session cookies. */
  authHttp: IFunctionUrl;
  /** Apple's form_post callback: a function URL without IAM, so without origin access control. */
  authFormPost: IFunctionUrl;
  /** Browsers' CSP violation reports: a function URL without IAM, so without origin access control. */
  cspReport: IFunctionUrl;
  /** The memberships webhook Lambda: Stripe's events, unsigned for OAC (decision 20). */
  stripeWebhook: IFunctionUrl;
  /** Mail clients' RFC 8058 one-click unsubscribe: unsigned for OAC (decision 158). */
  oneClickUnsubscribe: IFunctionUrl;
  /** The notification digest's one-click unsubscribe: unsigned for OAC as well (decision 273). */
  activityOneClick: IFunctionUrl;
  /** The search API (functions/search/handler.ts), behind OAC: its client sends the body's hash. */
  search: IFunctionUrl;
  assets: IBucket;
  uploads: IBucket;
  logs: IBucket;
  graphqlUrl: string;
}

/** CloudFront in front of everything (DESIGN §1): one viewer-request function on every behaviour. */
export class EdgeDistribution extends Construct {
  readonly distribution: Distribution;
  readonly domains: KeyValueStore;

  constructor(scope: Construct, id: string, props: EdgeDistributionProps) {
    super(scope, id);
    // With a domain, its subdomains are writers' profiles (the certificate and aliases cover *.domain).
    const viewerRequestJs = viewerRequestCode(props.settings.domainName);
    if (Buffer.byteLength(viewerRequestJs) > functionSizeLimit)
      throw new Error(`${viewerRequestSource} exceeds 10 KB once built`);

    this.domains = new KeyValueStore(this, 'CustomDomains', {
      comment: 'Folio: custom host → {"kind":"publication"|"user","target":…}',
    });
    const viewerRequest = new CloudFrontFunction(this, 'ViewerRequest', {
      code: FunctionCode.fromInline(viewerRequestJs),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: this.domains,
      comment: 'Folio: classifies viewer and host for the cache key; session cookie to API credential',
    });
    const functionAssociations = [{ function: viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }];

    // The pages Lambda decides with Cache-Control (s-maxage); the key holds only what the edge derived,
    // the served host name first: a page is never answered for another host (a writer's custom domain
    // for her unclaimed subdomain, say). Hosts Folio does not serve never get this far.
    const pagesCache = new CachePolicy(this, 'PagesCache', {
      comment: 'Folio pages: query string, the served host and the x-folio viewer/host classification',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.allowList(
        edgeHeaders.host,
        edgeHeaders.viewer,
        edgeHeaders.hostKind,
        edgeHeaders.hostTarget,
      ),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Folio: the security headers of infra/security-headers.ts on every response',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(securityHeaders.hstsMaxAgeSeconds),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicyWithUploads(
            `https://${props.uploads.bucketRegionalDomainName}`,
          ),
          override: false,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Reporting-Endpoints', value: securityHeaders.reportingEndpoints, override: true },
        ],
      },
    });
    const common = {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      functionAssociations,
      responseHeadersPolicy,
    };
    // AllViewerExceptHostHeader is the one policy that may forward Authorization (the /graphql credential)
    // with caching disabled — a custom origin request policy may not — and it adds CloudFront's own
    // headers (CloudFront-Viewer-Country, read by Query.visitor). Cookies reach AppSync without the
    // session: the viewer-request function drops it on /graphql.
    const dynamic: Partial<BehaviorOptions> = {
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    // Links followed from e-mails and the avatar menu: GET only, never cached, every cookie and query
    // string passed on (the callback reads token/operation/state, sign-out the session cookie).
    const auth: BehaviorOptions = {
      ...common,
      ...dynamic,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      origin: FunctionUrlOrigin.withOriginAccessControl(props.authHttp),
    };
    // Apple's cross-site POST carries no x-amz-content-sha256, which an OAC-signed POST needs
    // (decision 20): no OAC here. POST (and GET, for a readable page) with the body, cookies and query
    // passed on, never cached. CloudFront offers POST only with every method; the handler refuses
    // all but POST.
    const authFormPost: BehaviorOptions = {
      ...common,
      ...dynamic,
      origin: new FunctionUrlOrigin(props.authFormPost),
    };
    // A browser's CSP report is a POST without x-amz-content-sha256, like Apple's answer: no OAC either.
    const cspReport: BehaviorOptions = {
      ...common,
      ...dynamic,
      origin: new FunctionUrlOrigin(props.cspReport),
    };
    // Stripe's webhook POST carries no x-amz-content-sha256 either: no OAC; Stripe's signature is checked.
    const stripeWebhook: BehaviorOptions = {
      ...common,
      ...dynamic,
      origin: new FunctionUrlOrigin(props.stripeWebhook),
    };
    // A mail client's one-click unsubscribe POST has no x-amz-content-sha256 either: no OAC; the
    // link's signature is checked.
    const oneClickUnsubscribe: BehaviorOptions = {
      ...common,
      ...dynamic,
      origin: new FunctionUrlOrigin(props.oneClickUnsubscribe),
    };
    const appSyncHost = Fn.select(2, Fn.split('/', props.graphqlUrl));
    const { domainName, certificateArn, webAclArn } = props.settings;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Folio',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(domainName && certificateArn
        ? {
            domainNames: [domainName, `*.${domainName}`],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      webAclId: webAclArn,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...common,
        origin: FunctionUrlOrigin.withOriginAccessControl(props.pages),
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: pagesCache,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      },
      // Order matters: CloudFront takes the first match, so /_/image/* and the CSP report path precede /_/*.
      additionalBehaviors: {
        '/assets/*': {
          ...common,
          origin: S3BucketOrigin.withOriginAccessControl(props.assets),
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        },
        '/graphql': {
          ...common,
          ...dynamic,
          origin: new HttpOrigin(appSyncHost, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
        },
        '/_/image/*': {
          ...common,
          origin: S3BucketOrigin.withOriginAccessControl(props.uploads),
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        },
        ...Object.fromEntries(formPostPathPatterns.map((pattern) => [pattern, authFormPost])),
        ...Object.fromEntries(authPathPatterns.map((pattern) => [pattern, auth])),
        [cspReportPath]: cspReport,
        [stripeWebhookPath]: stripeWebhook,
        [`${oneClickPathPrefix}*`]: oneClickUnsubscribe,
        // The same function's open pixel and click redirects (decision 165): signed, never cached.
        [`${openPathPrefix}*`]: oneClickUnsubscribe,
        [`${clickPathPrefix}*`]: oneClickUnsubscribe,
        // Imports' confirmation links (decision 173): a GET shows the question, its form POSTs; signed.
        [`${confirmPathPrefix}*`]: oneClickUnsubscribe,
        [`${activityUnsubscribePathPrefix}*`]: {
          ...common,
          ...dynamic,
          origin: new FunctionUrlOrigin(props.activityOneClick),
        },
        // Search answers depend on the viewer's mutes: never cached (decision 229).
        [searchBehaviourPath]: {
          ...common,
          ...dynamic,
          origin: FunctionUrlOrigin.withOriginAccessControl(props.search),
        },
        '/_/*': { ...common, ...dynamic, origin: FunctionUrlOrigin.withOriginAccessControl(props.http) },
      },
    });
    acknowledgeDistribution(this.distribution, props.settings);
  }
}
