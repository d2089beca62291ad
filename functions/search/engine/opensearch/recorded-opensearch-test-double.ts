import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Client, Connection } from '@opensearch-project/opensearch';

/** A request as the domain would have received it; ndjson bodies (msearch, bulk) become arrays. */
export interface SentRequest {
  method: string;
  path: string;
  querystring: string;
  body: unknown;
}

export interface RecordedAnswer {
  status: number;
  body: unknown;
}

const parseBody = (body: unknown): unknown => {
  if (typeof body !== 'string' || body === '') return undefined;
  if (!body.includes('\n')) return JSON.parse(body);
  return body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
};

/** A recording of __recordings__/ (a real OpenSearch 2.x answer's shape). */
export const recording = (name: string): RecordedAnswer => ({
  status: 200,
  body: JSON.parse(readFileSync(join(__dirname, '__recordings__', `${name}.json`), 'utf8')),
});

/**
 * A client whose connection answers each request with the next recorded answer and keeps what was
 * sent: the official client's whole request path (serialisation, transport, errors) runs unchanged.
 */
export function recordedOpenSearch(...answers: RecordedAnswer[]) {
  const sent: SentRequest[] = [];
  class RecordedConnection extends Connection {
    // The signature is the client's own; only the socket is replaced.
    override request(
      params: Parameters<Connection['request']>[0],
      callback: Parameters<Connection['request']>[1],
    ) {
      sent.push({
        method: String(params.method),
        path: String(params.path),
        querystring: params.querystring ?? '',
        body: parseBody(params.body),
      });
      const answer = answers.shift();
      const payload = JSON.stringify(answer?.body ?? { error: 'no recorded answer left' });
      const response = Object.assign(Readable.from([Buffer.from(payload)]), {
        statusCode: answer?.status ?? 500,
        headers: {
          'content-type': 'application/json; charset=UTF-8',
          'content-length': `${Buffer.byteLength(payload)}`,
        },
      });
      process.nextTick(() => callback(null, response as never));
      return { abort: () => undefined } as never;
    }
  }
  const client = new Client({
    node: 'https://search-folio-abc123.eu-west-1.es.amazonaws.com',
    Connection: RecordedConnection,
    maxRetries: 0,
  });
  return { client, sent };
}
