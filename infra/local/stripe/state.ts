import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { allMembershipPlans } from '#contract/membership-plans.ts';
import type { Card } from './cards.ts';
import { seededCoupons } from './coupons.ts';

/** Stripe-shaped objects: the fields the SDK's callers read, nothing more. */
export type StripeObject = { id: string; object: string } & Record<string, unknown>;

/** A subscription's payment method and billing, kept beside the Stripe-shaped object. */
export interface SubscriptionBilling {
  subscriptionId: string;
  card: Card;
  /** `month` or `year`. */
  interval: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  secret: string;
}

/** Everything the stand-in knows; JSON, so `npm start` keeps it in a file between runs. */
export interface StandInData {
  /** Seconds added to the real clock by `/_standin/advance`: the time of customers without a test clock. */
  clockOffsetSeconds: number;
  objects: Record<string, StripeObject>;
  billing: Record<string, SubscriptionBilling>;
  events: StripeObject[];
  endpoints: Record<string, WebhookEndpoint>;
  /** Customers whose events wait until a test delivers them (out-of-order tests). */
  heldCustomers: string[];
  /** POST responses by Idempotency-Key, as Stripe replays them. */
  idempotent: Record<string, StripeObject>;
}

const prefixes = {
  customer: 'cus',
  product: 'prod',
  price: 'price',
  'checkout.session': 'cs_test',
  subscription: 'sub',
  subscription_item: 'si',
  invoice: 'in',
  payment_method: 'pm',
  payment_intent: 'pi',
  setup_intent: 'seti',
  charge: 'ch',
  refund: 're',
  line_item: 'il',
  invoice_payment: 'inpay',
  event: 'evt',
  subscription_schedule: 'sub_sched',
  discount: 'di',
  webhook_endpoint: 'we',
  coupon: 'coupon',
  'test_helpers.test_clock': 'clock',
} as const;

/** An id in Stripe's style: a prefix and 24 mixed-case letters and digits (ids are case-sensitive). */
export const newId = (object: keyof typeof prefixes) =>
  `${prefixes[object]}_${randomBytes(18)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 24)}`;

/** The price table as Stripe Products and Prices (what `npm run stripe:setup` makes in a real account). */
function seededCatalogue(): Record<string, StripeObject> {
  const objects: Record<string, StripeObject> = {};
  const products = { MEMBER: newId('product'), FRIEND: newId('product') };
  objects[products.MEMBER] = { id: products.MEMBER, object: 'product', name: 'Folio Member', active: true };
  objects[products.FRIEND] = {
    id: products.FRIEND,
    object: 'product',
    name: 'Friend of Folio',
    active: true,
  };
  for (const plan of allMembershipPlans()) {
    const id = newId('price');
    objects[id] = {
      id,
      object: 'price',
      active: true,
      lookup_key: plan.lookupKey,
      unit_amount: plan.amount,
      currency: plan.currency.toLowerCase(),
      product: products[plan.tier],
      recurring: { interval: plan.billingInterval === 'ANNUAL' ? 'year' : 'month', interval_count: 1 },
      type: 'recurring',
    };
  }
  return objects;
}

const emptyData = (seed: boolean): StandInData => ({
  clockOffsetSeconds: 0,
  objects: seed ? seededCatalogue() : {},
  billing: {},
  events: [],
  endpoints: {},
  heldCustomers: [],
  idempotent: {},
});

/** The stand-in's state, in memory, written to `file` after every change when one is given. */
export function createStandInState(options: { file?: string; seed?: boolean } = {}) {
  const { file } = options;
  const data: StandInData =
    file && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as StandInData)
      : emptyData(options.seed ?? true);
  // The offers' Coupons; a state file made before one existed (decision 132) gains it, as stripe:setup would.
  if (options.seed ?? true)
    for (const coupon of seededCoupons(Math.floor(Date.now() / 1000))) data.objects[coupon.id] ??= coupon;
  return {
    data,
    /**
     * A customer's time in epoch seconds: its test clock's frozen time (test-clocks.ts), else the real
     * time plus every `/_standin/advance`.
     */
    nowSeconds(customer?: string): number {
      const clock = data.objects[String(data.objects[customer ?? '']?.test_clock ?? '')];
      return clock ? (clock.frozen_time as number) : Math.floor(Date.now() / 1000) + data.clockOffsetSeconds;
    },
    get: (id: string) => data.objects[id],
    put<T extends StripeObject>(object: T): T {
      data.objects[object.id] = object;
      return object;
    },
    all: (object: string) => Object.values(data.objects).filter((candidate) => candidate.object === object),
    save() {
      if (!file) return;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(data));
    },
  };
}

export type StandInState = ReturnType<typeof createStandInState>;
