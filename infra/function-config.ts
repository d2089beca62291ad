import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { authOriginParameterVariable, authOriginVariable } from '../functions/shared/auth-origin.ts';
import type { AuthOriginSource, CaptchaSettings } from './auth-settings.ts';
import type { DeploymentFact, FunctionSpec } from './functions.ts';

/** What the stacks know that a function may be told (each function gets only what its spec reads). */
export interface DeploymentFacts {
  /** Required when a spec reads `session-secret`. */
  sessionSecret?: ISecret;
  authOrigin: AuthOriginSource;
  captcha: CaptchaSettings;
}

/** The variables the AWS entries read (functions/auth/*, functions/pages/handler.ts). */
export const deploymentVariables = {
  sessionSecretArn: 'SESSION_SECRET_ARN',
  authOrigin: authOriginVariable,
  authOriginParameter: authOriginParameterVariable,
  captchaKind: 'CAPTCHA_KIND',
  recaptchaProjectId: 'RECAPTCHA_PROJECT_ID',
  recaptchaSiteKey: 'RECAPTCHA_SITE_KEY',
  recaptchaApiKeySecretArn: 'RECAPTCHA_API_KEY_SECRET_ARN',
} as const;

/** The ARN of an SSM parameter by name, built without referencing it (no cross-stack edge). */
export const parameterArn = (scope: Construct, name: string) =>
  Stack.of(scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') });

/**
 * Passes each fact the spec reads as environment and grants exactly the read it needs: GetSecretValue
 * on one secret, GetParameter on one parameter. Nothing else in the app grants secrets or parameters.
 */
export function applyDeploymentFacts(
  scope: Construct,
  fn: NodejsFunction,
  spec: FunctionSpec,
  facts: DeploymentFacts | undefined,
) {
  const need = (fact: DeploymentFact) => {
    if (!facts) throw new Error(`Function ${spec.name} reads ${fact}: pass the deployment facts`);
    return facts;
  };
  const v = deploymentVariables;
  for (const fact of spec.reads) {
    const { sessionSecret, authOrigin, captcha } = need(fact);
    if (fact === 'session-secret') {
      if (!sessionSecret) throw new Error(`Function ${spec.name} reads the session secret: pass it`);
      sessionSecret.grantRead(fn);
      fn.addEnvironment(v.sessionSecretArn, sessionSecret.secretArn);
    } else if (fact === 'auth-origin') {
      if (authOrigin.kind === 'fixed') {
        fn.addEnvironment(v.authOrigin, authOrigin.origin);
      } else {
        fn.addEnvironment(v.authOriginParameter, authOrigin.parameterName);
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ssm:GetParameter'],
            resources: [parameterArn(scope, authOrigin.parameterName)],
          }),
        );
      }
    } else {
      fn.addEnvironment(v.captchaKind, captcha.kind);
      if (captcha.kind === 'none') continue;
      fn.addEnvironment(v.recaptchaSiteKey, captcha.siteKey);
      if (fact === 'captcha-site-key') continue;
      fn.addEnvironment(v.recaptchaProjectId, captcha.projectId);
      fn.addEnvironment(v.recaptchaApiKeySecretArn, captcha.apiKeySecretArn);
      Secret.fromSecretCompleteArn(scope, 'RecaptchaApiKey', captcha.apiKeySecretArn).grantRead(fn);
    }
  }
}
