import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { ParameterReader } from '../http/auth-origin.ts';
import { traced } from '../observability/observability.ts';

type ParameterClient = Pick<SSMClient, 'send'>;

/** Reads a plain String parameter from SSM Parameter Store (the Lambda runtime ships the client). */
export function ssmParameterReader(client: ParameterClient = traced(new SSMClient({}))): ParameterReader {
  return async (name) => {
    const answer = await client.send(new GetParameterCommand({ Name: name }));
    const value = answer.Parameter?.Value;
    if (!value) throw new Error(`SSM parameter ${name} has no value`);
    return value;
  };
}
