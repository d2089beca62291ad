import { json, type Answer } from './gateway-http.ts';

/** A scheduled function's run, by its FunctionSpec name (infra/functions.ts role `scheduled`). */
export type ScheduledRuns = Record<string, () => Promise<unknown>>;

export const scheduledRunPath = /^\/_\/dev\/run\/([a-z0-9-]+)$/;

/**
 * Local mode's stand-in for EventBridge Scheduler: `POST /_/dev/run/{function}` runs a scheduled
 * function once, now, and answers what it returned (the digest's counts). CloudFront has no such path.
 */
export async function answerScheduledRun(
  uri: string,
  method: string,
  runs: ScheduledRuns,
): Promise<Answer | undefined> {
  const name = scheduledRunPath.exec(uri)?.[1];
  if (!name) return undefined;
  const run = runs[name];
  if (!run)
    return json(404, { errors: [{ errorType: 'NotFound', message: `No scheduled function ${name}.` }] });
  if (method !== 'POST')
    return json(405, {
      errors: [{ errorType: 'BadRequest', message: 'A scheduled function is run with POST.' }],
    });
  return json(200, await run());
}
