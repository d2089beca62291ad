import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack.ts';
import { AsyncStack } from './async-stack.ts';
import { DataStack } from './data-stack.ts';
import { readSettings } from './settings.ts';
import { WebStack } from './web-stack.ts';

/**
 * The whole of Folio in AWS. Stacks are environment-agnostic (no account or region, no lookups), so
 * `cdk synth` works offline; they deploy in dependency order: data → async → api → web.
 */
export function buildFolio(app: App) {
  const settings = readSettings(app.node);
  const name = (stack: string) => `${settings.stackPrefix}${stack}`;

  const data = new DataStack(app, name('Data'), {
    description: 'Folio: table, uploads, access logs, secrets',
  });
  const async = new AsyncStack(app, name('Async'), {
    description: 'Folio: queues, dead-letter alarms, consumers',
    settings,
    table: data.sharedTable,
    sessionSecret: data.sessionSecret,
    sharedUploads: data.sharedUploads,
  });
  const api = new ApiStack(app, name('Api'), {
    description: 'Folio: AppSync API, authorizer, resolvers',
    settings,
    table: data.sharedTable,
    sessionSecret: data.sessionSecret,
    stripeSecret: data.stripeSecret,
    queues: async.queues,
    sharedUploads: data.sharedUploads,
  });
  const web = new WebStack(app, name('Web'), {
    description: 'Folio: CloudFront, assets, pages, HTTP and auth HTTP Lambdas',
    settings,
    table: data.sharedTable,
    sessionSecret: data.sessionSecret,
    stripeSecret: data.stripeSecret,
    uploads: data.uploads,
    sharedUploads: data.sharedUploads,
    logs: data.logs,
    queues: async.queues,
    graphqlUrl: api.api.graphqlUrl,
    edgeInvalidator: async.consumers.get('content-events')?.role,
  });

  for (const stack of [data, async, api, web]) Tags.of(stack).add('project', 'folio');
  return { settings, data, async, api, web };
}

/** cdk-nag over the whole app: `cdk synth` fails on any finding that is not acknowledged. */
export function addChecks(app: App) {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}
