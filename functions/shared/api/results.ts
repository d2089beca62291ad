import type * as z from 'zod';

/**
 * The spec's result vocabulary. Union-typed fields (PostResult, UserResult…) return these as values;
 * other fields throw a ResultError, which AppSync reports with `errorType` set to its name.
 */
export const resultNames = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Conflict',
  'AlreadyExists',
  'RateLimited',
  'TooManyRequests',
  'ServiceUnavailable',
] as const;
export type ResultName = (typeof resultNames)[number];

export interface ResultValue<N extends ResultName = ResultName> {
  __typename: N;
  message: string;
}

export const notFound = (message: string): ResultValue<'NotFound'> => ({ __typename: 'NotFound', message });
export const badRequest = (message: string): ResultValue<'BadRequest'> => ({
  __typename: 'BadRequest',
  message,
});

export class ResultError extends Error {
  constructor(
    readonly result: ResultName,
    message: string,
  ) {
    super(message);
    this.name = result;
  }
}

/** One readable sentence from a Zod failure: the first problem and where it is. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** Parses arguments at the boundary; bad input throws a BadRequest with a clear message. */
export function parseArguments<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ResultError('BadRequest', describeZodError(parsed.error));
  return parsed.data;
}

/**
 * For a field whose union holds BadRequest: bad input found deep in the run (a paging cursor that
 * DynamoDB refuses) is answered as the BadRequest value rather than thrown.
 */
export async function answeringBadRequest<T>(run: () => Promise<T>): Promise<T | ResultValue<'BadRequest'>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ResultError && error.result === 'BadRequest') return badRequest(error.message);
    throw error;
  }
}
