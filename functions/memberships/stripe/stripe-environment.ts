import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { traced } from '#shared/observability/observability.ts';
import type { StripeSettings } from './stripe-provider.ts';

/**
 * Where the AWS entries find Stripe: STRIPE_SECRET_ARN names a Secrets Manager secret holding
 * `{"apiKey": "sk_…", "webhookSecret": "whsec_…"}` (docs/deploy.md "Connecting Stripe"). The local
 * runtime passes its settings directly (infra/local/stripe), never through these variables.
 */
export const stripeSecretArnVariable = 'STRIPE_SECRET_ARN';

const stripeSecret = z.object({ apiKey: z.string().min(1), webhookSecret: z.string().min(1) });

/**
 * The settings read from the secret once per container (the entries build on first use, and a failed
 * build is retried on the next request). An operator who has not stored the keys yet gets a clear error.
 */
export async function stripeSettingsFromSecret(
  arn: string,
  client: Pick<SecretsManagerClient, 'send'> = traced(new SecretsManagerClient({})),
): Promise<StripeSettings> {
  const answer = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  const parsed = stripeSecret.safeParse(JSON.parse(answer.SecretString ?? '{}'));
  if (!parsed.success)
    throw new Error(
      `Secret ${arn} must hold {"apiKey", "webhookSecret"} (docs/deploy.md "Connecting Stripe")`,
    );
  return { apiKey: parsed.data.apiKey, webhookSecret: () => parsed.data.webhookSecret };
}
