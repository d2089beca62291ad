import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretsManagerSecret, staticSecret } from './secret.ts';

/** Secrets Manager is AWS's control plane: it cannot run here, so its client is a double. */
const secretsClient = (answers: Array<{ SecretString?: string } | Error>) => {
  const send = jest.fn(async () => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer ?? {};
  });
  return { send } as unknown as Pick<SecretsManagerClient, 'send'> & { send: typeof send };
};

test('a static secret answers its value and refuses an empty one', async () => {
  expect(await staticSecret('s3cret')()).toBe('s3cret');
  expect(() => staticSecret('')).toThrow('cannot be empty');
});

test('a Secrets Manager secret is read once per container', async () => {
  const client = secretsClient([{ SecretString: 'from-aws' }]);
  const secret = secretsManagerSecret('arn:aws:secretsmanager:eu-west-1:1:secret:session', client);
  expect(await Promise.all([secret(), secret()])).toEqual(['from-aws', 'from-aws']);
  expect(await secret()).toBe('from-aws');
  expect(client.send).toHaveBeenCalledTimes(1);
  expect(client.send.mock.calls[0]).toMatchObject([
    { input: { SecretId: expect.stringContaining('session') } },
  ]);
});

test('a failed read is not cached; a secret without a string value is an error', async () => {
  const client = secretsClient([new Error('throttled'), {}, { SecretString: 'second-time' }]);
  const secret = secretsManagerSecret('arn:session', client);
  await expect(secret()).rejects.toThrow('throttled');
  await expect(secret()).rejects.toThrow('has no string value');
  expect(await secret()).toBe('second-time');
});
