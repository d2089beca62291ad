import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { traced } from '../observability/observability.ts';

/** A secret read on demand (the session signing key): cached by its source, never logged. */
export type SecretSource = () => Promise<string>;

/** A secret known up front: tests, and the local runtime (which keeps one in a file under .data/). */
export function staticSecret(value: string): SecretSource {
  if (!value) throw new Error('The session secret cannot be empty');
  return async () => value;
}

type SecretsClient = Pick<SecretsManagerClient, 'send'>;

/**
 * A secret from Secrets Manager, read once per Lambda container (the value stays in memory for the
 * container's life). A failed read is not cached, so the next request tries again.
 */
export function secretsManagerSecret(
  arn: string,
  client: SecretsClient = traced(new SecretsManagerClient({})),
): SecretSource {
  let value: Promise<string> | undefined;
  const read = async () => {
    const answer = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    if (!answer.SecretString) throw new Error(`Secret ${arn} has no string value`);
    return answer.SecretString;
  };
  return () => {
    value ??= read().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}
