import type { Template } from 'aws-cdk-lib/assertions';

/** The parts of a synthesized CloudFront DistributionConfig the infra tests read. */
// CloudFront's managed policies, by their fixed ids.
export const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';
export const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
export const allViewerExceptHost = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

export interface Behaviour {
  PathPattern?: string;
  TargetOriginId: string;
  FunctionAssociations: unknown;
  CachePolicyId: string & { Ref: string };
  OriginRequestPolicyId?: string;
  AllowedMethods: string[];
}
export interface Origin {
  Id: string;
  DomainName: { 'Fn::Select': [number, unknown] };
  OriginAccessControlId?: { 'Fn::GetAtt': [string, string] };
  CustomOriginConfig: { OriginProtocolPolicy: string };
}
export interface DistributionConfig {
  DefaultCacheBehavior: Behaviour;
  CacheBehaviors: Behaviour[];
  Origins: Origin[];
  HttpVersion: string;
  Logging: { Bucket: unknown };
  Aliases?: string[];
  ViewerCertificate?: unknown;
}

/** The one distribution of a template. */
export function distributionConfig(template: Template): DistributionConfig {
  const distributions = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  if (distributions.length !== 1) throw new Error(`Expected one distribution, found ${distributions.length}`);
  return distributions[0]!.Properties.DistributionConfig as DistributionConfig;
}
