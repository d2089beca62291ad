import { stripeWebhookPath } from '#functions/memberships/webhook.ts';
import { stripeSecretArnVariable } from '#functions/memberships/stripe/stripe-environment.ts';
import { deployedFunction } from './function-grants.ts';
import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';

/** Payments' AWS parts (issue #14): Stripe's keys in one secret, read by the two memberships Lambdas only. */
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = defaultFolio();
});

const stripeSecret = () => logicalId(folio.stacks.data.stripeSecret);

test("the data stack holds Stripe's keys as a secret with no key in the template", () => {
  const secret = folio.templates.data.toJSON().Resources[stripeSecret()];
  expect(secret.Type).toBe('AWS::SecretsManager::Secret');
  expect(secret.Properties.GenerateSecretString.SecretStringTemplate).toBe(
    '{"apiKey":"","webhookSecret":""}',
  );
  expect(JSON.stringify(folio.templates.data.toJSON())).not.toMatch(/sk_(test|live)_|whsec_/);
});

test.each(['memberships', 'memberships-webhook'])('%s reads that secret, and no other', (name) => {
  const fn = deployedFunction(folio, name);
  const grants = fn.grants('secretsmanager:');
  expect(grants).toHaveLength(1);
  expect(grants[0]!.actions).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
  expect(JSON.stringify(grants[0]!.resource)).toContain(stripeSecret());
  expect(JSON.stringify(fn.environment[stripeSecretArnVariable])).toContain(stripeSecret());
});

test('CloudFront sends /_/stripe/webhook to the webhook function URL without OAC, uncached, POST allowed', () => {
  const config =
    folio.templates.web.toJSON().Resources[logicalId(folio.stacks.web.edge.distribution)].Properties
      .DistributionConfig;
  const behaviour = config.CacheBehaviors.find(
    (b: { PathPattern: string }) => b.PathPattern === stripeWebhookPath,
  );
  const origin = config.Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
  expect(origin.OriginAccessControlId).toBeUndefined();
  expect(JSON.stringify(origin.DomainName)).toContain('StripeWebhookFunction');
  expect(behaviour.AllowedMethods).toEqual(expect.arrayContaining(['POST']));
  expect(behaviour.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
});
