import { localLambdaEnvironment } from '#local/lambda-environment.ts';

/** The handlers' environment on this machine, for every test; NODE_ENV stays jest's 'test'. */
export default function unitSetup() {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    ...localLambdaEnvironment,
  });
}
