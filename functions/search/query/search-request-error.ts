/**
 * A request the search API refuses, with the status and message it answers (`SearchErrorBody`): bad
 * input is a 400 naming what is wrong, never a 500.
 */
export class SearchRequestError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 429 = 400,
  ) {
    super(message);
    this.name = 'SearchRequestError';
  }
}
