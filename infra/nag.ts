import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 acknowledges one finding at a time (`AwsSolutions-IAM5[Resource::…]`), so a suppression can
 * never hide more than the exact permission or resource it was written for. Every acknowledgement in
 * the app goes through here so the reason is never forgotten.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string) {
  if (reason.trim().length < 20) throw new Error(`Acknowledgement of ${id} needs a real reason`);
  Validations.of(scope).acknowledge({ id, reason });
}

/** How cdk-nag prints `Fn::GetAtt` of a resource from its own stack: `<LogicalId.Attribute>`. */
export function nagAttribute(resource: IConstruct, attribute: string): string {
  const element = resource.node.defaultChild as CfnElement;
  return `<${Stack.of(element).getLogicalId(element)}.${attribute}>`;
}

/** How cdk-nag prints the partition, account and region pseudo parameters inside an ARN. */
export const nagArnPrefix = (service: string) =>
  `arn:<AWS::Partition>:${service}:<AWS::Region>:<AWS::AccountId>`;

export const managedPolicyFinding = (policy: string) =>
  `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${policy}]`;

/**
 * AppSync's L2 sets its log retention through CDK's LogRetention singleton Lambda (there is no other
 * way to keep its log config and a retention); that Lambda and its permissions are CDK's.
 */
export function acknowledgeLogRetention(stack: Stack) {
  const handler = stack.node.children.find((child) => child.node.id.startsWith('LogRetention'));
  if (!handler) throw new Error('LogRetention handler not found: CDK changed its construct id');
  acknowledge(
    handler,
    managedPolicyFinding('service-role/AWSLambdaBasicExecutionRole'),
    'CDK LogRetention handler: the AWS-managed basic execution policy only writes its own CloudWatch logs.',
  );
  acknowledge(
    handler,
    'AwsSolutions-IAM5[Resource::*]',
    'CDK LogRetention handler: logs:PutRetentionPolicy/DeleteRetentionPolicy on log groups it is told about at deploy time.',
  );
}
