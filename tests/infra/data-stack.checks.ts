import { Match } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '#shared/data/table-definition.ts';
import type { SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';

let folio: SynthesizedFolio;
beforeAll(() => {
  folio = defaultFolio();
});

const bucketNamed = (prefix: string) => {
  const buckets = folio.templates.data.findResources('AWS::S3::Bucket');
  const id = Object.keys(buckets).find((key) => key.startsWith(prefix));
  if (!id) throw new Error(`No bucket ${prefix}`);
  return { id, bucket: buckets[id]! };
};

describe('the table', () => {
  test('is derived from the table definition: pk/sk and the three GSIs with ALL projection', () => {
    const tables = folio.templates.data.findResources('AWS::DynamoDB::GlobalTable');
    expect(Object.keys(tables)).toHaveLength(1);
    const table = Object.values(tables)[0]!.Properties;
    expect(table.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(table.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.GlobalSecondaryIndexes).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const keyAttributes = [
      'pk',
      'sk',
      ...tableDefinition.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    expect(table.AttributeDefinitions).toEqual(
      keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    );
  });

  test('expires items by TTL, streams both images, keeps point-in-time recovery and survives deletion', () => {
    folio.templates.data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });

  test('is exported under a stable name for the other stacks', () => {
    folio.templates.data.hasOutput('*', { Export: { Name: 'FolioData-TableArn' } });
  });
});

describe('the uploads bucket', () => {
  test('takes presigned PUTs from browsers, forgets unconfirmed uploads after a day and exports after 8, and never serves them', () => {
    const { bucket } = bucketNamed('Uploads');
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        { AllowedMethods: ['PUT'], AllowedOrigins: ['*'], AllowedHeaders: ['content-type'], MaxAge: 300 },
      ],
    });
    expect(bucket.Properties.LifecycleConfiguration).toEqual({
      Rules: [
        { Prefix: '_/upload-pending/', ExpirationInDays: 1, Status: 'Enabled' },
        // Subscriber exports (decision 176): downloadable 7 days after they are written, then deleted.
        { Prefix: '_/download/', ExpirationInDays: 8, Status: 'Enabled' },
      ],
    });
    // CloudFront reads image keys only: a pending upload is not served until checked and moved.
    const policies = JSON.stringify(folio.templates.data.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toContain('/_/image/*');
    expect(policies).not.toContain('upload-pending');
    expect(policies).not.toContain('_/download/');
  });

  test('is private, encrypted and retained, with access logs', () => {
    const { bucket } = bucketNamed('Uploads');
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
    ).toEqual({ SSEAlgorithm: 'AES256' });
    expect(bucket.Properties.LoggingConfiguration.DestinationBucketName).toEqual({
      Ref: bucketNamed('AccessLogs').id,
    });
  });

  test("refuses plain HTTP and lets only this account's CloudFront read image keys", () => {
    const { id } = bucketNamed('Uploads');
    folio.templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [id, 'Arn'] }, '/_/image/*']] },
            Condition: {
              StringLike: {
                'AWS:SourceArn': {
                  'Fn::Join': [
                    '',
                    [
                      'arn:',
                      { Ref: 'AWS::Partition' },
                      ':cloudfront::',
                      { Ref: 'AWS::AccountId' },
                      ':distribution/*',
                    ],
                  ],
                },
              },
            },
          }),
        ]),
      },
    });
  });
});

test('the session signing key is generated by Secrets Manager, never written in the repository', () => {
  folio.templates.data.hasResourceProperties('AWS::SecretsManager::Secret', {
    GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    SecretString: Match.absent(),
  });
});
