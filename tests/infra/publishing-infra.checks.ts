import { Match } from 'aws-cdk-lib/assertions';
import { edgeDistributionParameterVariable } from '#shared/ports/edge-cache.ts';
import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';

/** Publishing's AWS parts: the content-events consumer may invalidate the one distribution, nothing more. */
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = defaultFolio();
});

const consumer = () => folio.stacks.async.consumers.get('content-events')!;

test('the content-events consumer invalidates only the distribution, by a policy of the web stack', () => {
  const web = folio.templates.web.toJSON();
  const distribution = Object.entries(web.Resources).find(
    ([, resource]: [string, any]) => resource.Type === 'AWS::CloudFront::Distribution',
  )![0];
  const policies = Object.values(web.Resources).filter(
    (resource: any) =>
      resource.Type === 'AWS::IAM::Policy' &&
      JSON.stringify(resource.Properties.PolicyDocument).includes('cloudfront:CreateInvalidation'),
  ) as any[];
  expect(policies).toHaveLength(1);
  const statement = policies[0].Properties.PolicyDocument.Statement;
  expect(statement).toEqual([
    expect.objectContaining({ Action: 'cloudfront:CreateInvalidation', Effect: 'Allow' }),
  ]);
  expect(JSON.stringify(statement[0].Resource)).toContain(distribution);
  expect(JSON.stringify(policies[0].Properties.Roles)).toContain(logicalId(consumer().role!));
  // Nobody in the async stack (deployed first) may invalidate anything.
  expect(JSON.stringify(folio.templates.async.toJSON())).not.toContain('cloudfront:CreateInvalidation');
});

test("it learns the distribution's id from the parameter the web stack writes, and may read only that", () => {
  folio.templates.web.hasResourceProperties('AWS::SSM::Parameter', {
    Name: '/Folio/edge-distribution-id',
    Value: { Ref: Match.stringLikeRegexp('Distribution') },
  });
  const fn = folio.templates.async.toJSON().Resources[logicalId(consumer())];
  expect(fn.Properties.Environment.Variables[edgeDistributionParameterVariable]).toBe(
    '/Folio/edge-distribution-id',
  );
  folio.templates.async.hasResourceProperties('AWS::IAM::Policy', {
    PolicyDocument: {
      Statement: Match.arrayWith([
        Match.objectLike({
          Action: 'ssm:GetParameter',
          Resource: {
            'Fn::Join': [
              '',
              Match.arrayWith([Match.stringLikeRegexp(':parameter/Folio/edge-distribution-id$')]),
            ],
          },
        }),
      ]),
    },
  });
});
