import { resolverDomains, type ResolverDomain } from '../graphql/resolver-manifest.ts';
import type { QueueName } from './queues.ts';

/**
 * Every Lambda function: its entry, what it is for, and exactly the access it needs. The CDK stacks
 * grant from this list and nothing else; the local runtime loads the same entries.
 */
export interface FunctionSpec {
  name: string;
  /** Path from the repository root to the module exporting `handler`. */
  entry: string;
  role: 'resolver' | 'authorizer' | 'pages' | 'http' | 'consumer';
  tableAccess: 'read' | 'read-write' | 'none';
  /** Queues it sends to. */
  sends: readonly QueueName[];
  /** The queue it consumes, for consumers. */
  consumes?: QueueName;
  memoryMb: number;
  timeoutSeconds: number;
}

const resolverFunction = (domain: ResolverDomain): FunctionSpec => ({
  name: domain,
  entry: `functions/${domain}/handler.ts`,
  role: 'resolver',
  tableAccess: 'read',
  sends: [],
  memoryMb: 1024,
  timeoutSeconds: 10,
});

export const functions: readonly FunctionSpec[] = [
  ...resolverDomains.map(resolverFunction),
  {
    name: 'authorizer',
    entry: 'functions/auth/authorizer.ts',
    role: 'authorizer',
    tableAccess: 'read',
    sends: [],
    memoryMb: 512,
    timeoutSeconds: 5,
  },
  {
    name: 'pages',
    entry: 'functions/pages/handler.ts',
    role: 'pages',
    tableAccess: 'none',
    sends: [],
    memoryMb: 1536,
    timeoutSeconds: 10,
  },
  {
    name: 'http',
    entry: 'functions/http/handler.ts',
    role: 'http',
    tableAccess: 'none',
    sends: ['events', 'error-batches'],
    memoryMb: 1024,
    timeoutSeconds: 15,
  },
  {
    name: 'events-consumer',
    entry: 'functions/reporting/events.consumer.ts',
    role: 'consumer',
    tableAccess: 'read-write',
    sends: [],
    consumes: 'events',
    memoryMb: 512,
    timeoutSeconds: 30,
  },
  {
    name: 'error-batches-consumer',
    entry: 'functions/reporting/error-batches.consumer.ts',
    role: 'consumer',
    tableAccess: 'none',
    sends: [],
    consumes: 'error-batches',
    memoryMb: 256,
    timeoutSeconds: 30,
  },
  {
    name: 'email-consumer',
    entry: 'functions/mail/email.consumer.ts',
    role: 'consumer',
    tableAccess: 'none',
    sends: [],
    consumes: 'email',
    memoryMb: 256,
    timeoutSeconds: 60,
  },
];
