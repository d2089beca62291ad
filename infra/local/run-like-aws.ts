import { localLambdaEnvironment, productionBuild } from './lambda-environment.ts';

/**
 * Imported first by `npm start` (start.ts) and the benchmarks: the handlers run in this process as in
 * AWS, with the libraries' production builds, and the local runtime's own settings for Powertools.
 * Jest sets NODE_ENV=test instead, and only the rest (tests/global-setup.ts).
 */
Object.assign(process.env, productionBuild, localLambdaEnvironment);
