import { runInNewContext } from 'node:vm';
import { viewerRequestCode, viewerRequestSource } from '../viewer-request-code.ts';

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
  context: { eventType: 'viewer-request' };
  viewer: { ip: string };
  request: CloudFrontRequest;
}

/** The KeyValueStore as the function sees it (`cf.kvs()`): get throws for a missing key, like AWS. */
export interface KeyValueStore {
  get(key: string, options?: { format?: 'string' | 'json' }): Promise<unknown>;
}

export { viewerRequestSource };

export interface ViewerRequestOptions {
  /** The auth domain whose subdomains are writers' profiles ('localhost' for npm start); none: off. */
  authDomain?: string;
  file?: string;
}

/**
 * Loads the real function, built as for CloudFront (infra/viewer-request-code.ts), and runs it in a
 * fresh V8 context with a stand-in `cloudfront` module, so the gateway executes exactly the code
 * CloudFront runs.
 */
export function loadViewerRequestFunction(kvs: KeyValueStore, options: ViewerRequestOptions = {}) {
  const file = options.file ?? viewerRequestSource;
  const source = viewerRequestCode(options.authDomain, file).replace(/^import cf from 'cloudfront';$/m, '');
  const context = { cf: { kvs: () => kvs } };
  const handler = runInNewContext(`${source}\n;handler`, context, { filename: file }) as (
    event: CloudFrontFunctionEvent,
  ) => Promise<CloudFrontRequest | { statusCode: number }>;
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
