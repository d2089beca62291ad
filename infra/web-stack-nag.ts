import { Stack } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import { acknowledge, managedPolicyFinding, nagAttribute } from './nag.ts';

/**
 * BucketDeployment runs a CDK-provided singleton Lambda (Python) that copies the build into the bucket.
 * Its permissions are CDK's, not ours; they are acknowledged one finding at a time on that Lambda only.
 */
export function acknowledgeBucketDeployment(deployment: BucketDeployment, bucket: IBucket) {
  const stack = Stack.of(deployment);
  const handler = stack.node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (!handler) throw new Error('BucketDeployment handler not found: CDK changed its construct id');
  const reason = (what: string) => `CDK BucketDeployment handler: ${what}`;
  acknowledge(
    handler,
    managedPolicyFinding('service-role/AWSLambdaBasicExecutionRole'),
    reason('the AWS-managed basic execution policy only writes its own CloudWatch logs.'),
  );
  for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
    acknowledge(
      handler,
      `AwsSolutions-IAM5[Action::${action}]`,
      reason("CDK's grantRead/grantReadWrite action groups, scoped to the two buckets below."),
    );
  }
  acknowledge(
    handler,
    'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
    reason(
      'reads the zipped build from the CDK bootstrap asset bucket, whose object keys are content hashes.',
    ),
  );
  acknowledge(
    handler,
    `AwsSolutions-IAM5[Resource::${nagAttribute(bucket, 'Arn')}/*]`,
    reason('writes any hashed file name under the assets bucket it deploys to.'),
  );
  acknowledge(
    handler,
    'AwsSolutions-L1',
    reason('its runtime is chosen and updated by aws-cdk-lib, not by this app.'),
  );
}
