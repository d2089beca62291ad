import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { acknowledge } from './nag.ts';
import type { FolioSettings } from './settings.ts';

/** The distribution's accepted findings, each true only in the configuration it is written for. */
export function acknowledgeDistribution(distribution: Distribution, settings: FolioSettings) {
  acknowledge(
    distribution,
    'AwsSolutions-CFR1',
    'A publishing platform serves readers in every country; no geographic restriction is wanted.',
  );
  if (!settings.webAclArn) {
    acknowledge(
      distribution,
      'AwsSolutions-CFR2',
      'No WAF yet: a web ACL costs ~$5/month plus $1 per rule while idle, and login/code lockouts and rate limits are enforced by the app (spec 2 §8–9). Pass -c webAclArn=… to attach one.',
    );
  }
  if (!settings.certificateArn) {
    acknowledge(
      distribution,
      'AwsSolutions-CFR4',
      'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be changed; with domainName/certificateArn the distribution requires TLSv1.2_2021.',
    );
  }
  acknowledge(
    distribution,
    'Annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
    "The uploads bucket is imported from the data stack on purpose; that stack's bucket policy grants CloudFront read on image keys (infra/data-stack.ts).",
  );
}
