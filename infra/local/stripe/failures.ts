import { stripeError, type ApiAnswer } from './api.ts';
import type { StandInState } from './state.ts';

/** What a refused change answers unless the test says otherwise: Stripe's shape for a refused request. */
const defaultMessage = 'The stand-in was told to refuse this request.';

/**
 * A local-only control for tests (`POST /_standin/customers/{id}/fail-next {message}`): the next request
 * that changes something of a customer's (a POST or DELETE naming the customer, or one of its objects, in
 * its path or its `customer` parameter) is refused with Stripe's 400 `invalid_request_error` and changes
 * nothing, as Stripe refusing it would. A 400 is never retried by the SDK. Kept in memory only.
 */
export function createFailures(state: StandInState) {
  const failing = new Map<string, string>();

  function customerOf(path: string, params: Record<string, unknown>): string | undefined {
    for (const id of path.split('/')) {
      const object = state.get(id);
      if (object?.object === 'customer') return id;
      if (typeof object?.customer === 'string') return object.customer;
    }
    return typeof params.customer === 'string' ? params.customer : undefined;
  }

  return {
    failNext(customerId: string, message = defaultMessage) {
      failing.set(customerId, message);
    },
    /** The refusal of this request if it is the customer's next change; the failure is then used up. */
    take(method: string, path: string, params: Record<string, unknown>): ApiAnswer | undefined {
      if (method === 'GET') return undefined;
      const customerId = customerOf(path, params);
      const message = customerId === undefined ? undefined : failing.get(customerId);
      if (message === undefined) return undefined;
      failing.delete(customerId!);
      return stripeError(400, message);
    },
  };
}
