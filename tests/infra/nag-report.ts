import { Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { SynthesizedFolio } from './synth.ts';

/**
 * Runs the checks `cdk synth` runs (infra/folio-app.ts addChecks) on an already synthesized app, so
 * cross-stack references are resolved exactly as the plugin sees them, and returns what is left.
 */
export function unacknowledgedFindings(folio: SynthesizedFolio) {
  return new AwsSolutionsChecks().validateScope(folio.app).violations.map((violation) => ({
    rule: violation.ruleName,
    severity: violation.severity,
    resources: violation.violatingResources.map((resource) => resource.constructPath),
  }));
}

/** What cdk-nag would report with every acknowledgement ignored: each finding and where. */
export function allFindings(folio: SynthesizedFolio) {
  const checks = new AwsSolutionsChecks();
  // isAcknowledged is private API of cdk-nag 3; overriding it on this one instance is test-only.
  Object.assign(checks, { isAcknowledged: () => false });
  return checks.validateScope(folio.app).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      path: resource.constructPath ?? '',
    })),
  );
}

/** Every acknowledgement recorded in the construct tree, with its reason (ids as CDK stores them). */
export function acknowledgements(folio: SynthesizedFolio) {
  return folio.app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
  );
}

/** CDK's own warnings and errors (deprecations, ignored props…) that nobody acknowledged. */
export function unacknowledgedAnnotations(folio: SynthesizedFolio) {
  return Object.values(folio.stacks)
    .flatMap((stack) => [
      ...Annotations.fromStack(stack).findWarning('*', Match.anyValue()),
      ...Annotations.fromStack(stack).findError('*', Match.anyValue()),
    ])
    .map((message) => `${message.id}: ${JSON.stringify(message.entry.data)}`);
}
