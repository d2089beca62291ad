import { runInNewContext } from 'node:vm';
import {
  viewerRequestCode,
  viewerRequestSource,
  type ViewerRequestBuild,
} from '#infra/viewer-request-code.ts';

/** The CloudFront Functions event (viewer-request), as much of it as our function reads. */
export interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

export interface CloudFrontFunctionEvent {
  version: '1.0';
  /** In AWS also the distribution's `d….cloudfront.net` name, the main host without a domain. */
  context: { eventType: 'viewer-request'; distributionDomainName?: string };
  viewer: { ip: string };
  request: CloudFrontRequest;
}

/** An answer the function gives itself instead of the request (a refused host, a malformed image id). */
export interface CloudFrontResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
  body?: { encoding: 'text'; data: string };
}

/** The KeyValueStore as the function sees it (`cf.kvs()`): get throws for a missing key, like AWS. */
export interface KeyValueStore {
  get(key: string, options?: { format?: 'string' | 'json' }): Promise<unknown>;
}

export { viewerRequestSource };

export interface ViewerRequestOptions extends ViewerRequestBuild {
  /** The auth domain: the main host, whose subdomains are writers' profiles ('localhost' for npm start). */
  authDomain?: string;
}

/**
 * Loads the real function, built as for CloudFront (infra/viewer-request-code.ts), and runs it in a
 * fresh V8 context with a stand-in `cloudfront` module, so the gateway executes exactly the code
 * CloudFront runs.
 */
export function loadViewerRequestFunction(kvs: KeyValueStore, options: ViewerRequestOptions = {}) {
  const { authDomain, ...build } = options;
  const file = build.file ?? viewerRequestSource;
  const source = viewerRequestCode(authDomain, build).replace(/^import cf from 'cloudfront';$/m, '');
  const context = { cf: { kvs: () => kvs } };
  const handler = runInNewContext(`${source}\n;handler`, context, { filename: file }) as (
    event: CloudFrontFunctionEvent,
  ) => Promise<CloudFrontRequest | CloudFrontResponse>;
  return handler;
}

/** A KeyValueStore held in memory (the local runtime persists it to a JSON file). */
export function memoryKeyValueStore(entries: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    async get(key: string, options?: { format?: 'string' | 'json' }) {
      if (!values.has(key)) throw new Error(`The key ${key} does not exist.`);
      const value = values.get(key);
      return options?.format === 'json' ? value : JSON.stringify(value);
    },
    put(key: string, value: unknown) {
      values.set(key, value);
    },
    entries: () => Object.fromEntries(values),
  };
}
