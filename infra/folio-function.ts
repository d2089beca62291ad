import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  downloadPrefix,
  imageKey,
  pendingUploadKey,
  uploadsBucketVariable,
} from '#shared/ports/object-store.ts';
import { metricsNamespace, serviceName } from '#shared/observability/observability.ts';
import { queueUrlVariable } from '#shared/queues/queue-sender.ts';
import { applyDeploymentFacts, type DeploymentFacts } from './function-config.ts';
import type { FunctionSpec } from './functions.ts';
import { acknowledge, managedPolicyFinding } from './nag.ts';
import { queues as queueSpecs, type QueueName } from './queues.ts';
import { projectRoot } from './settings.ts';
import type { ImportedTable } from './shared-table.ts';
import type { ImportedUploads } from './shared-uploads.ts';
import { applySearchEngine, type SearchEngineSettings } from './search-engine.ts';

export interface FolioFunctionProps {
  spec: FunctionSpec;
  /** Required when the spec reads or writes the table. */
  table?: ImportedTable;
  /** Must hold every queue the spec sends to or consumes. */
  queues?: ReadonlyMap<QueueName, IQueue>;
  environment?: Record<string, string>;
  /** Required when the spec reads a deployment fact (session secret, auth origin, captcha). */
  facts?: DeploymentFacts;
  /** Required when the spec writes uploads, or uses the embedded search index. */
  uploads?: ImportedUploads;
  /** Required when the spec uses the search index (`searchIndex`). */
  searchEngine?: SearchEngineSettings;
}

/** Whether a function needs the uploads bucket: its own objects, or the embedded search index's. */
export const usesUploads = (spec: FunctionSpec) => Boolean(spec.uploads ?? spec.searchIndex);

/**
 * One Lambda of the catalogue (infra/functions.ts), built the same way everywhere and granted exactly
 * the access its spec declares: nothing else in the app grants table, queue, secret or parameter access
 * to a function.
 */
export class FolioFunction extends Construct {
  readonly spec: FunctionSpec;
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: FolioFunctionProps) {
    super(scope, id);
    const { spec } = props;
    this.spec = spec;
    const entry = join(projectRoot, spec.entry);
    if (!existsSync(entry)) throw new Error(`Function ${spec.name}: entry ${spec.entry} does not exist`);

    this.function = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: spec.memoryMb,
      timeout: Duration.seconds(spec.timeoutSeconds),
      ...(spec.reservedConcurrency ? { reservedConcurrentExecutions: spec.reservedConcurrency } : {}),
      tracing: Tracing.ACTIVE,
      description: `Folio ${spec.name} (${spec.role})`,
      logGroup: new LogGroup(this, 'Logs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      bundling: {
        minify: true,
        sourceMap: true,
        // Stack traces need the map's positions, not the sources' text: Node parses the map at init
        // (--enable-source-maps), and without the text it is a third of the size (docs/decisions.md 76).
        sourcesContent: false,
        target: 'node22',
        format: OutputFormat.CJS,
        // The nodejs22.x runtime ships SDK v3; bundling it would only grow cold starts.
        externalModules: ['@aws-sdk/*'],
        // React and Apollo choose their production builds from NODE_ENV, which Lambda does not set.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      },
      environment: {
        POWERTOOLS_SERVICE_NAME: serviceName,
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace,
        // The cold start metric's function_name: the catalogue's name, stable across deployments.
        POWERTOOLS_METRICS_FUNCTION_NAME: spec.name,
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
    });

    this.grantTable(props);
    this.grantQueues(props);
    this.grantUploads(props);
    this.grantSearchIndex(props);
    applyDeploymentFacts(this, this.function, spec, props.facts);

    const role = this.function.role!;
    acknowledge(
      role,
      managedPolicyFinding('service-role/AWSLambdaBasicExecutionRole'),
      'AWS-managed basic execution policy: CloudWatch Logs create/put only, which every Lambda needs; it carries no data access.',
    );
    acknowledge(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      'Active X-Ray tracing: xray:PutTraceSegments and PutTelemetryRecords do not support resource-level permissions.',
    );
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'Pinned to nodejs22.x (DESIGN §2): the same handlers run locally on Node 20, so the runtime moves deliberately.',
    );
  }

  private grantTable({ spec, table }: FolioFunctionProps) {
    if (spec.tableAccess === 'none') return;
    if (!table) throw new Error(`Function ${spec.name} needs the table (${spec.tableAccess})`);
    if (spec.tableAccess === 'read') table.table.grantReadData(this.function);
    else table.table.grantReadWriteData(this.function);
    this.function.addEnvironment('TABLE_NAME', table.table.tableName);
    acknowledge(
      this.function.role!,
      table.indexWildcardFinding,
      "The single-table design queries its generic GSIs (gsi1..gsi3); the wildcard covers only this table's indexes.",
    );
  }

  /**
   * PutObject and DeleteObject on image keys: an avatar upload can touch nothing else, and takes back
   * the image the API refused. On pending uploads (_/upload-pending/) PutObject (what the presigned PUTs
   * it signs are allowed), GetObject (to check and copy one) and DeleteObject. It reads no image.
   */
  private grantUploads({ spec, uploads }: FolioFunctionProps) {
    if (!spec.uploads) return;
    if (!uploads) throw new Error(`Function ${spec.name} writes uploads: pass the uploads bucket`);
    this.function.addEnvironment(uploadsBucketVariable, uploads.bucket.bucketName);
    if (spec.uploads === 'write-exports' || spec.uploads === 'read-exports') {
      const writes = spec.uploads === 'write-exports';
      this.function.addToRolePolicy(
        new PolicyStatement({
          actions: [writes ? 's3:PutObject' : 's3:GetObject'],
          resources: [uploads.bucket.arnForObjects(`${downloadPrefix}*`)],
        }),
      );
      acknowledge(
        this.function.role!,
        uploads.downloadsWildcardFinding,
        writes
          ? 'Exports are written under random keys of _/download/ (decision 176): PutObject on that prefix only.'
          : 'Exports under random keys of _/download/ are fetched only through the short GETs this function presigns for their requester (decision 176): GetObject on that prefix only.',
      );
      return;
    }
    const images = uploads.bucket.arnForObjects(imageKey('*'));
    const pending = uploads.bucket.arnForObjects(pendingUploadKey('*'));
    this.function.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [images] }),
    );
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [pending],
      }),
    );
    acknowledge(
      this.function.role!,
      uploads.imagesWildcardFinding,
      'New images get random keys under _/image/: PutObject and DeleteObject are granted on that prefix of the uploads bucket only.',
    );
    acknowledge(
      this.function.role!,
      uploads.pendingWildcardFinding,
      'Story images are PUT by the browser under random keys of _/upload-pending/ (presigned by this function), then checked and moved: granted on that prefix only.',
    );
  }

  private grantSearchIndex({ spec, searchEngine, uploads }: FolioFunctionProps) {
    if (!spec.searchIndex) return;
    if (!searchEngine) throw new Error(`Function ${spec.name} uses the search index: pass the search engine`);
    applySearchEngine(this.function, spec.searchIndex, searchEngine, uploads);
  }

  private grantQueues({ spec, queues }: FolioFunctionProps) {
    const queue = (name: QueueName) => {
      const found = queues?.get(name);
      if (!found) throw new Error(`Function ${spec.name} needs queue ${name}`);
      return found;
    };
    for (const name of spec.sends) {
      queue(name).grantSendMessages(this.function);
      this.function.addEnvironment(queueUrlVariable(name), queue(name).queueUrl);
    }
    if (!spec.consumes) return;
    const queueSpec = queueSpecs.find((candidate) => candidate.name === spec.consumes)!;
    if (spec.timeoutSeconds > queueSpec.visibilityTimeoutSeconds) {
      // Lambda refuses such a mapping at deploy time; say so at synth instead.
      throw new Error(`Queue ${queueSpec.name}: visibility timeout is shorter than ${spec.name}'s timeout`);
    }
    this.function.addEventSource(
      new SqsEventSource(queue(spec.consumes), {
        batchSize: queueSpec.batchSize,
        maxBatchingWindow: Duration.seconds(queueSpec.maxBatchingWindowSeconds),
        reportBatchItemFailures: true,
        ...(queueSpec.maxConcurrency ? { maxConcurrency: queueSpec.maxConcurrency } : {}),
      }),
    );
  }
}
