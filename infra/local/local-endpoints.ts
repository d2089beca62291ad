import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running `npm start` keeps its data, for tools that work on it (`npm run flags -- --local`). */
export interface LocalEndpoints {
  dynamoEndpoint: string;
  table: string;
  url: string;
  /** The Stripe stand-in (`npm run stripe:advance` moves its test clock). */
  stripeApiBase?: string;
}

const fileIn = (dataDir: string) => join(dataDir, 'local-endpoints.json');

/** Written once Folio is ready, removed when it stops: the file exists exactly while it runs. */
export function announceLocalEndpoints(dataDir: string, endpoints: LocalEndpoints) {
  writeFileSync(fileIn(dataDir), JSON.stringify(endpoints, null, 2));
  return () => rmSync(fileIn(dataDir), { force: true });
}

export function readLocalEndpoints(dataDir: string): LocalEndpoints | undefined {
  try {
    return JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as LocalEndpoints;
  } catch {
    return undefined;
  }
}
