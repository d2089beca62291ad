import type { GraphQLError } from 'graphql';

/** An error as AppSync writes it into `errors[]`. */
export interface AppSyncError {
  message: string;
  errorType: string;
  data: null;
  errorInfo: null;
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
}

/** Errors thrown by a Lambda resolver keep their name as errorType, as AppSync's direct resolvers do. */
export class LambdaError extends Error {
  constructor(
    message: string,
    readonly errorType: string,
  ) {
    super(message);
  }
}

export function toAppSyncError(error: GraphQLError, fallbackType = 'Lambda:Unhandled'): AppSyncError {
  const original = error.originalError;
  const errorType =
    original instanceof LambdaError ? original.errorType : original ? fallbackType : 'ValidationError';
  return {
    message: error.message,
    errorType,
    data: null,
    errorInfo: null,
    ...(error.path ? { path: error.path } : {}),
    ...(error.locations ? { locations: error.locations } : {}),
  };
}

export const requestError = (errorType: string, message: string): AppSyncError => ({
  message,
  errorType,
  data: null,
  errorInfo: null,
});
