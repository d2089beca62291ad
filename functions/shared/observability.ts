import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

/** One place that configures Powertools: every handler logs and counts the same way. */
export const serviceName = 'folio';

export function createLogger(domain: string) {
  return new Logger({ serviceName, persistentKeys: { domain } });
}

export function createMetrics(domain: string) {
  return new Metrics({ namespace: 'Folio', serviceName, defaultDimensions: { domain } });
}
