import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { FolioFunction } from '#infra/folio-function.ts';
import { logicalId, type SynthesizedFolio } from './synth.ts';

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** One catalogue function as synthesized: its template, role statements and environment. */
export function deployedFunction(folio: SynthesizedFolio, name: string) {
  const matching = folio.app.node
    .findAll()
    .filter((node): node is FolioFunction => node instanceof FolioFunction && node.spec.name === name);
  if (matching.length !== 1) throw new Error(`Expected one function ${name}, found ${matching.length}`);
  const fn = matching[0]!.function;
  const template = Template.fromStack(Stack.of(fn));
  const role = logicalId(fn.role!);
  const statements = Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
  const resource = template.toJSON().Resources[logicalId(fn)];
  const environment = resource.Properties.Environment.Variables as Record<string, unknown>;
  /** Every action granted whose name starts with the prefix, with the resources it is granted on. */
  const grants = (prefix: string) =>
    statements
      .filter((s) => [s.Action].flat().some((action) => action.startsWith(prefix)))
      .map((s) => ({ actions: [s.Action].flat().sort(), resource: s.Resource }));
  return { fn, template, role, statements, resource, environment, grants };
}

/** How CloudFormation spells an ARN CDK built with formatArn in an environment-agnostic stack. */
export const agnosticArn = (service: string, resource: string) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      `:${service}:`,
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:${resource}`,
    ],
  ],
});

/**
 * The roles allowed to send to a queue, in one stack: each IAM policy granting sqs:SendMessage on a
 * resource whose logical id holds `queueId` (`NotificationsQueue`, `SearchIndexQueue`…), as its Roles.
 */
export function queueSenders(
  folio: SynthesizedFolio,
  stack: 'async' | 'api' | 'web',
  queueId: string,
): string[] {
  const resources = folio.templates[stack].toJSON().Resources as Record<string, any>;
  return Object.values(resources)
    .filter(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' &&
        JSON.stringify(resource.Properties.PolicyDocument).includes('sqs:SendMessage') &&
        JSON.stringify(resource.Properties.PolicyDocument).includes(queueId),
    )
    .map((policy) => JSON.stringify(policy.Properties.Roles));
}
