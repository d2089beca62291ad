import { Aws, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { uploadTicketSeconds } from '#contract/image-upload.ts';
import {
  downloadPrefix,
  exportObjectDays,
  imageKey,
  pendingUploadPrefix,
} from '#shared/ports/object-store.ts';
import { tableDefinition } from '#shared/data/table-definition.ts';
import { acknowledge } from './nag.ts';
import { SharedTable } from './shared-table.ts';
import { SharedUploads } from './shared-uploads.ts';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/** Everything stateful: the table, uploaded files, access logs and the session signing key. */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly sharedTable: SharedTable;
  readonly uploads: Bucket;
  readonly sharedUploads: SharedUploads;
  readonly logs: Bucket;
  readonly sessionSecret: Secret;
  /** Stripe's keys, `{"apiKey", "webhookSecret"}`, stored by the operator (docs/deploy.md "Connecting Stripe"). */
  readonly stripeSecret: Secret;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      })),
      billing: Billing.onDemand(),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.sharedTable = new SharedTable(this.table);

    this.logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging still delivers through bucket ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.uploads = new Bucket(this, 'Uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/uploads/',
      removalPolicy: RemovalPolicy.RETAIN,
      // Story images are PUT here by the browser, with a presigned address (POST /_/upload-url). The
      // signature is what allows a PUT, so any origin may send one (the main host, a custom domain).
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: ['*'],
          allowedHeaders: ['content-type'],
          maxAge: uploadTicketSeconds,
        },
      ],
      // A pending upload nobody confirmed (a closed tab) is gone after a day; confirmed ones move away.
      // A subscribers export is downloadable 7 days after it is written, then deleted (decision 176).
      lifecycleRules: [
        { prefix: pendingUploadPrefix, expiration: Duration.days(1) },
        { prefix: downloadPrefix, expiration: Duration.days(exportObjectDays) },
      ],
    });
    this.sharedUploads = new SharedUploads(this.uploads);
    // The distribution lives in the web stack, which already depends on this one, so its exact ARN
    // cannot appear here without a cycle. Images are public through CloudFront anyway; the condition
    // keeps the grant to distributions of this account and to image keys only.
    this.uploads.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsImages',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.uploads.arnForObjects(imageKey('*'))],
        conditions: {
          StringLike: {
            'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*`,
          },
        },
      }),
    );

    this.sessionSecret = new Secret(this, 'SessionSigningKey', {
      description: 'Folio: HMAC key that signs session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      this.sessionSecret,
      'AwsSolutions-SMG4',
      'Rotating the session signing key signs every reader out; it is rotated by hand (docs/deploy.md) until tokens carry a key version.',
    );

    // Created empty of keys (no key is ever in code or a template): the operator puts Stripe's API key
    // and the webhook endpoint's signing secret in it; until then payments answer ServiceUnavailable.
    this.stripeSecret = new Secret(this, 'StripeKeys', {
      description: 'Folio: Stripe API key and webhook signing secret, JSON {"apiKey", "webhookSecret"}',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ apiKey: '', webhookSecret: '' }),
        generateStringKey: 'placeholder',
      },
    });
    acknowledge(
      this.stripeSecret,
      'AwsSolutions-SMG4',
      'Stripe\'s keys are rolled in Stripe\'s dashboard and stored here by hand (docs/deploy.md "Connecting Stripe").',
    );
  }
}
