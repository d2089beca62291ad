import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { staticSecret } from '#shared/lambda/secret.ts';
import { confirmationPath } from './confirmation-link.ts';
import { createConfirmationPage } from './confirmation-page.tsx';

const secret = 'confirmation-page-test-secret';
const now = 1_800_000_000_000;
const link = {
  newsletterId: '0123456789abcdef',
  addressId: 'email-fedcba9876543210',
  expiresAt: now / 1000 + 60,
};
const confirmations = {
  peek: jest.fn(async () => ({ state: 'pending' as const, newsletterName: 'Field Notes' })),
  confirm: jest.fn(async () => ({ state: 'confirmed' as const, newsletterName: 'Field Notes' })),
};
const handler = createConfirmationPage({
  confirmations,
  sessionSecret: staticSecret(secret),
  now: () => now,
  logger: { error: jest.fn() },
});
const request = (method: string, rawPath: string) =>
  handler(
    { rawPath, requestContext: { http: { method } } } as APIGatewayProxyEventV2,
    {} as never,
  ) as Promise<{
    statusCode: number;
    body: string;
  }>;

beforeEach(() => jest.clearAllMocks());

test('a GET only asks: a form posting to the same signed address; nothing is confirmed', async () => {
  const path = confirmationPath(secret, link);
  const page = await request('GET', path);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`action="${path}" method="post"`);
  expect(confirmations.confirm).not.toHaveBeenCalled();
  expect((await request('POST', path)).body).toContain('You are now subscribed to Field Notes.');
  expect(confirmations.confirm).toHaveBeenCalledTimes(1);
});

test('a forged link is a 400, an expired one a 410 page; neither reads nor confirms', async () => {
  const forged = confirmationPath('another-secret', link);
  expect((await request('POST', forged)).statusCode).toBe(400);
  const expired = confirmationPath(secret, { ...link, expiresAt: now / 1000 });
  const answer = await request('POST', expired);
  expect(answer.statusCode).toBe(410);
  expect(answer.body).toContain('This link has expired');
  expect(confirmations.peek).not.toHaveBeenCalled();
  expect(confirmations.confirm).not.toHaveBeenCalled();
  expect((await request('PUT', confirmationPath(secret, link))).statusCode).toBe(405);
});
