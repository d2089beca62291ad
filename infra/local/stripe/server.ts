import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from '../free-port.ts';
import { createApi, stripeError } from './api.ts';
import { createBilling } from './billing.ts';
import { createCharges } from './charges.ts';
import { cardMessages, readCard, type Card } from './cards.ts';
import { authenticationPage, checkoutPage, setupPage } from './checkout-page.ts';
import { createFailures } from './failures.ts';
import { parseStripeForm } from './form-body.ts';
import { createPaymentMethodRoutes } from './payment-methods.ts';
import { completeSetup } from './setup-sessions.ts';
import { createSubscriptionRoutes } from './subscriptions.ts';
import { createTestClocks } from './test-clocks.ts';
import type { PaymentLine } from './payment-sessions.ts';
import { createStandInState, type StripeObject } from './state.ts';
import { createWebhooks } from './webhooks.ts';

/** The API key the local runtime and tests use: a test-mode key shape, no secret (the stand-in takes any). */
export const standInApiKey = 'sk_test_folio_local';

export interface StandInOptions {
  /** Where state is kept between runs (`npm start`: .data/stripe-stand-in.json); in memory without it. */
  file?: string;
  port?: number;
  host?: string;
  /** Whether to start with the price table's Products and Prices (as after `npm run stripe:setup`); yes by default. */
  seed?: boolean;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const send = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const html = typeof body === 'string';
  response.writeHead(status, {
    'content-type': html ? 'text/html; charset=utf-8' : 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(html ? body : JSON.stringify(body));
};

/**
 * A local stand-in for Stripe (docs/decisions.md §125): the API endpoints Folio calls, a checkout page
 * that honours Stripe's test cards, signed webhooks to every registered endpoint, and a test clock
 * (`POST /_standin/advance`, `npm run stripe:advance -- 32d`). Started once by `npm start` and by the
 * jest global setup, like DynamoDB Local.
 */
export async function startStripeStandIn(options: StandInOptions = {}) {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const state = createStandInState({
    seed: options.seed ?? true,
    ...(options.file ? { file: options.file } : {}),
  });
  const webhooks = createWebhooks(state);
  const charges = createCharges(state, webhooks);
  const billing = createBilling(state, webhooks, charges);
  const failures = createFailures(state);
  const clocks = createTestClocks(state, billing);
  const api = createApi(state, (sessionId) => `${url}/c/pay/${sessionId}`, [
    ...createSubscriptionRoutes(state, webhooks),
    ...createPaymentMethodRoutes(state, webhooks),
    ...charges.routes,
    ...clocks.routes,
  ]);

  const sessionView = (
    session: StripeObject,
    error?: string,
    values?: { number?: string; expiry?: string },
  ) => {
    const shown = {
      sessionId: session.id,
      cancelUrl: session.cancel_url as string,
      ...(error ? { error } : {}),
    };
    // Updating a card: the card form alone (setup-sessions.ts).
    if (session.mode === 'setup') return setupPage({ ...shown, ...(values ? { values } : {}) });
    const line = session._line as PaymentLine | undefined;
    if (line)
      return checkoutPage({
        ...shown,
        planName: line.name,
        amount: line.unitAmount * line.quantity,
        regularAmount: line.unitAmount * line.quantity,
        currency: line.currency,
        quantity: line.quantity,
        ...(values ? { values } : {}),
      });
    const price = state.get(session._price_id as string)!;
    const product = state.get(price.product as string);
    return checkoutPage({
      ...shown,
      planName: String(product?.name ?? 'Folio membership'),
      amount: session.amount_total as number,
      regularAmount: price.unit_amount as number,
      currency: price.currency as string,
      interval: (price.recurring as { interval: string }).interval,
      ...(values ? { values } : {}),
    });
  };

  async function pay(response: ServerResponse, session: StripeObject, card: Card) {
    if (session.mode === 'payment') await billing.completePayment(session, card);
    else if (session.mode === 'setup') await completeSetup(state, webhooks, session, card);
    else await billing.completeCheckout(session, card);
    send(response, 303, '', { location: session.success_url as string });
  }

  async function checkout(request: IncomingMessage, response: ServerResponse, path: string) {
    const [, sessionId = '', step] = /^\/c\/pay\/([\w-]+)(\/authenticate)?$/.exec(path) ?? [];
    const session = state.get(sessionId);
    if (!session || session.object !== 'checkout.session')
      return send(response, 404, 'This checkout does not exist.');
    if (session.status === 'complete')
      return send(response, 303, '', { location: session.success_url as string });
    if (request.method === 'GET') return send(response, 200, sessionView(session));
    const form = new URLSearchParams(await readBody(request));
    if (step) {
      const pending = session._pending_card as Card | undefined;
      delete session._pending_card;
      if (!pending || form.get('result') !== 'complete')
        return send(response, 402, sessionView(session, cardMessages.authenticationFailed));
      return pay(response, session, pending);
    }
    const values = { number: form.get('cardNumber') ?? '', expiry: form.get('cardExpiry') ?? '' };
    const card = readCard(
      { ...values, cvc: form.get('cardCvc') ?? '' },
      new Date(state.nowSeconds(session.customer as string) * 1000),
    );
    if ('error' in card) return send(response, 400, sessionView(session, card.error, values));
    if (card.behaviour === 'declined')
      return send(response, 402, sessionView(session, cardMessages.declined, values));
    if (card.behaviour === 'requires-authentication') {
      state.put({ ...session, _pending_card: card });
      return send(response, 200, authenticationPage(session.id));
    }
    return pay(response, session, card);
  }

  /**
   * Local-only controls: every test clock at once, a customer put on a test clock, the event log,
   * holding and delivering a customer's events.
   */
  async function control(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) {
    const body =
      request.method === 'POST'
        ? (JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>)
        : {};
    if (path === '/_standin/advance' && request.method === 'POST') {
      const seconds = Number(body.seconds ?? 0) + Number(body.days ?? 0) * 24 * 3600;
      if (!(seconds > 0)) return send(response, 400, { error: 'Give seconds or days > 0.' });
      await clocks.advanceEverything(seconds);
      return send(response, 200, { now: state.nowSeconds() });
    }
    if (path === '/_standin/events' && request.method === 'GET') {
      const customer = query.get('customer');
      return send(
        response,
        200,
        state.data.events.filter((event) => !customer || event.customer === customer),
      );
    }
    const deliver = /^\/_standin\/events\/([\w-]+)\/deliver$/.exec(path);
    const event = deliver && state.data.events.find((candidate) => candidate.id === deliver[1]);
    if (event && request.method === 'POST') return send(response, 200, await webhooks.deliver(event));
    const clock = /^\/_standin\/customers\/([\w-]+)\/clock$/.exec(path);
    if (clock && request.method === 'POST') {
      const answer = clocks.attach(clock[1]!, String(body.test_clock ?? ''));
      return send(response, answer.status, answer.body);
    }
    const hold = /^\/_standin\/customers\/([\w-]+)\/hold$/.exec(path);
    if (hold && request.method === 'POST') {
      const held = new Set(state.data.heldCustomers);
      if (body.hold === false) held.delete(hold[1]!);
      else held.add(hold[1]!);
      state.data.heldCustomers = [...held];
      state.save();
      return send(response, 200, { held: state.data.heldCustomers });
    }
    const failNext = /^\/_standin\/customers\/([\w-]+)\/fail-next$/.exec(path);
    if (failNext && request.method === 'POST') {
      failures.failNext(failNext[1]!, typeof body.message === 'string' ? body.message : undefined);
      return send(response, 200, { failNext: failNext[1] });
    }
    return send(response, 404, { error: `Nothing at ${request.method} ${path}.` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname, searchParams } = new URL(request.url ?? '/', url);
    if (pathname.startsWith('/c/pay/')) return checkout(request, response, pathname);
    if (pathname.startsWith('/_standin/')) return control(request, response, pathname, searchParams);
    if (!pathname.startsWith('/v1/')) return send(response, 404, 'Not found.');
    if (!/^Bearer sk_test_\w+$/.test(request.headers.authorization ?? ''))
      return send(response, 401, stripeError(401, 'Invalid API Key provided.').body);
    const method = request.method ?? 'GET';
    const raw = method === 'GET' || method === 'DELETE' ? searchParams.toString() : await readBody(request);
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? state.data.idempotent[key] : undefined;
    if (replay) return send(response, 200, replay, { 'idempotent-replayed': 'true' });
    const params = parseStripeForm(raw);
    const answer = failures.take(method, pathname, params) ?? (await api(method, pathname, params));
    if (typeof key === 'string' && answer.status === 200) {
      state.data.idempotent[key] = answer.body as StripeObject;
      state.save();
    }
    send(response, answer.status, answer.body, { 'request-id': `req_${Date.now()}` });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, stripeError(500, (error as Error).message, 'api_error').body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    url,
    apiKey: standInApiKey,
    state,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
