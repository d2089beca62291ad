import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openSearchClient } from './opensearch-client.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

test('every request is signed with SigV4 for the es service, with the credentials of the default chain', async () => {
  process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
  process.env.AWS_SESSION_TOKEN = 'session-token';
  const received: IncomingHttpHeaders[] = [];
  const domain = createServer((request, response) => {
    received.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ count: 3, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 } }));
  });
  await new Promise<void>((listening) => domain.listen(0, '127.0.0.1', listening));
  try {
    const { port } = domain.address() as AddressInfo;
    const client = openSearchClient(`http://127.0.0.1:${port}`, 'eu-west-1');
    const { body } = await client.count({ index: 'folio_posts' });
    expect(body.count).toBe(3);
    expect(received[0]!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/es\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(received[0]!['x-amz-security-token']).toBe('session-token');
    expect(received[0]!['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
  } finally {
    domain.close();
  }
});
