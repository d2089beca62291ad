import { randomUUID } from 'node:crypto';
import type { AppSyncAuthorizerResult } from 'aws-lambda';
import { defaultFieldResolver, execute, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import * as z from 'zod';
import { apiSettings } from '#graphql/api-settings.ts';
import { resolverKey, type ResolverBinding } from '#graphql/resolver-manifest.ts';
import { requestProblem } from '#graphql/request-problem.ts';
import type { GraphqlExecutor, GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { BatchQueue } from './batch-queue.ts';
import { LambdaError, requestError, toAppSyncError } from './errors.ts';
import { invokeLambda, type LambdaHandler } from './lambda-invoke.ts';
import { describeSelection } from './selection-set.ts';
import { createAuthorizerCache } from './authorizer-cache.ts';
import { createDocumentPreparer } from './prepare-document.ts';

export interface LocalAppSyncOptions {
  schema: GraphQLSchema;
  manifest: readonly ResolverBinding[];
  /** The Lambda for each domain named in the manifest. */
  resolvers: Record<string, LambdaHandler>;
  authorizer: LambdaHandler;
  apiId?: string;
  /** Answer introspection queries; off by default, as the CDK stack turns it off in AWS. */
  introspection?: boolean;
}

export interface AppSyncHttpAnswer {
  status: number;
  body: GraphqlResponse;
}

interface RequestContext {
  identity: { resolverContext: Record<string, string> };
  headers: Record<string, string>;
  variables: Record<string, unknown>;
  denied: Set<string>;
  batches: BatchQueue;
  /** Resolver invocations so far, against AppSync's resolverCountLimit. */
  invocations: number;
}

const requestSchema = z.object({
  query: z.string().min(1),
  operationName: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

const failure = (status: number, errorType: string, message: string): AppSyncHttpAnswer => ({
  status,
  body: { errors: [requestError(errorType, message)] },
});

/**
 * AppSync on graphql-js: the same schema, the same resolver manifest, the AWS_LAMBDA authorizer event
 * and the direct-Lambda resolver event (BatchInvoke included), answers and errors in AppSync's shape.
 */
export function createLocalAppSync(options: LocalAppSyncOptions) {
  const apiId = options.apiId ?? 'local';
  const bindings = new Map(options.manifest.map((binding) => [resolverKey(binding), binding]));
  const prepareDocument = createDocumentPreparer(options.schema, {
    introspection: options.introspection ?? false,
  });
  const authorize = createAuthorizerCache((event) => invokeLambda('authorizer', options.authorizer, event));

  const fieldResolver: GraphQLFieldResolver<unknown, RequestContext> = (source, args, context, info) => {
    const key = `${info.parentType.name}.${info.fieldName}`;
    const binding = bindings.get(key);
    if (!binding) return defaultFieldResolver(source, args, context, info);
    if (context.denied.has(key)) {
      throw new LambdaError(
        `Not Authorized to access ${info.fieldName} on type ${info.parentType.name}`,
        'Unauthorized',
      );
    }
    // AppSync counts every invocation, one per field per parent object, and fails those past its limit.
    context.invocations += 1;
    if (context.invocations > apiSettings.resolverCountLimit) {
      throw new LambdaError(
        `Resolver invocation limit reached: a request runs at most ${apiSettings.resolverCountLimit} resolvers.`,
        'ResolverExecutionLimitReached',
      );
    }
    const handler = options.resolvers[binding.domain];
    if (!handler) throw new LambdaError(`No Lambda for domain ${binding.domain}`, 'Lambda:Unhandled');
    const event = {
      arguments: args,
      identity: context.identity,
      source: source ?? null,
      request: { headers: context.headers, domainName: null },
      info: {
        fieldName: info.fieldName,
        parentTypeName: info.parentType.name,
        variables: context.variables,
        ...describeSelection(info.fieldNodes, info.fragments),
      },
      prev: null,
      stash: {},
    };
    if (!binding.maxBatchSize) return invokeLambda(binding.domain, handler, event);
    return context.batches.enqueue(key, binding.maxBatchSize, event, async (events) => {
      const results = await invokeLambda(binding.domain, handler, events);
      if (!Array.isArray(results) || results.length !== events.length) {
        throw new LambdaError(`${key} must answer one result per source`, 'Lambda:Unhandled');
      }
      return results;
    });
  };

  async function executeRequest(body: unknown, headers: Record<string, string>): Promise<AppSyncHttpAnswer> {
    const request = requestSchema.safeParse(body);
    if (!request.success) {
      return failure(
        400,
        'MalformedHttpRequestException',
        'The request body must be JSON with a "query" string.',
      );
    }
    const { query, operationName, variables } = request.data;
    const problem = requestProblem(query, variables);
    if (problem) return failure(400, 'BadRequest', problem);
    const prepared = prepareDocument(query, operationName);
    if (!prepared.ok) return { status: 400, body: { errors: prepared.errors } };
    const { document } = prepared;

    const token = headers.authorization;
    if (!token) return failure(401, 'UnauthorizedException', 'You are not authorized to make this call.');
    const authorization = (await authorize({
      authorizationToken: token,
      requestContext: {
        apiId,
        accountId: '000000000000',
        requestId: randomUUID(),
        queryString: query,
        operationName: operationName ?? undefined,
        variables: variables ?? {},
      },
      requestHeaders: headers,
    })) as unknown as AppSyncAuthorizerResult<Record<string, string>>;
    if (!authorization.isAuthorized)
      return failure(401, 'UnauthorizedException', 'You are not authorized to make this call.');

    const result = await execute({
      schema: options.schema,
      document,
      operationName,
      variableValues: variables ?? {},
      fieldResolver,
      typeResolver: (value) => (value as { __typename?: string } | null)?.__typename,
      contextValue: {
        identity: { resolverContext: authorization.resolverContext ?? {} },
        headers,
        variables: variables ?? {},
        denied: new Set(authorization.deniedFields ?? []),
        batches: new BatchQueue(),
        invocations: 0,
      } satisfies RequestContext,
    });
    const errors = result.errors?.map((error) => toAppSyncError(error));
    return {
      status: 200,
      body: { data: (result.data as Record<string, unknown> | null) ?? null, ...(errors ? { errors } : {}) },
    };
  }

  const executor: GraphqlExecutor = async (request, headers) => (await executeRequest(request, headers)).body;
  return { execute: executeRequest, executor };
}

export type LocalAppSync = ReturnType<typeof createLocalAppSync>;
