import { CfnOutput, Fn, Stack } from 'aws-cdk-lib';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { downloadPrefix, imageKey, pendingUploadKey } from '#shared/ports/object-store.ts';
import { searchObjectPrefix } from '#functions/search/store/manifest.ts';

/**
 * How functions of other stacks write to the uploads bucket: one named export of its ARN, as
 * SharedTable does for the table, so the IAM wildcards they need (the image keys, the pending uploads)
 * read `FolioData-UploadsArn/_/image/*` in cdk-nag rather than a generated reference with hashes.
 */
export class SharedUploads {
  readonly exportName: string;

  constructor(private readonly bucket: Bucket) {
    const stack = Stack.of(bucket);
    this.exportName = `${stack.stackName}-UploadsArn`;
    new CfnOutput(stack, 'UploadsArnExport', { value: bucket.bucketArn, exportName: this.exportName });
  }

  /** The bucket inside another stack, which now deploys after the data stack. */
  importInto(scope: Construct, id = 'SharedUploads'): ImportedUploads {
    Stack.of(scope).addStackDependency(Stack.of(this.bucket), 'writes images through the uploads export');
    return {
      bucket: Bucket.fromBucketArn(scope, id, Fn.importValue(this.exportName)),
      imagesWildcardFinding: `AwsSolutions-IAM5[Resource::${this.exportName}/${imageKey('*')}]`,
      pendingWildcardFinding: `AwsSolutions-IAM5[Resource::${this.exportName}/${pendingUploadKey('*')}]`,
      downloadsWildcardFinding: `AwsSolutions-IAM5[Resource::${this.exportName}/${downloadPrefix}*]`,
      searchWildcardFinding: `AwsSolutions-IAM5[Resource::${this.exportName}/${searchObjectPrefix}*]`,
    };
  }
}

export interface ImportedUploads {
  bucket: IBucket;
  imagesWildcardFinding: string;
  pendingWildcardFinding: string;
  downloadsWildcardFinding: string;
  searchWildcardFinding: string;
}
