import type { ApolloClient } from '@apollo/client';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import { newsletterActions } from './newsletter-actions.ts';

/**
 * The subscribe toasts of spec 2 §4 (texts ours): which style each answer shows, with what words, and
 * which offer Undo. The client answers every mutation with `answer` and the viewer as a member (no
 * upsell), as Apollo would.
 */
function actionsAnswering(typename: string) {
  const toasts: ToastInput[] = [];
  const mutate = jest.fn(async () => ({ data: { result: { __typename: typename, id: 'n1' } } }));
  const client = {
    mutate,
    query: async () => ({ data: { viewer: { membership: { tier: 'MEMBER' } } } }),
  } as unknown as ApolloClient;
  const actions = newsletterActions({ client, showToast: (toast) => toasts.push(toast) });
  return { actions, toasts, mutate };
}

const grace = { ownerName: 'Grace Hopper', newsletterId: '0123456789abcdef' };

test('already subscribed: SUBSCRIBED_ALREADY names the newsletter, with nothing to undo', async () => {
  const { actions, toasts } = actionsAnswering('AlreadyExists');
  await actions.subscribe(grace);
  expect(toasts).toEqual([
    { message: "You're already subscribed to Grace Hopper's newsletter.", toastStyle: 'SUBSCRIBED_ALREADY' },
  ]);
});

test('a click that subscribes: SUBSCRIBE_SUCCESS, whose Undo unsubscribes (NEWSLETTER_UNSUBSCRIBE)', async () => {
  const { actions, toasts, mutate } = actionsAnswering('NewsletterV3');
  await actions.subscribe(grace);
  expect(toasts[0]).toMatchObject({
    message: "You're subscribed. You'll get an email whenever Grace Hopper publishes.",
    toastStyle: 'SUBSCRIBE_SUCCESS',
    undo: { label: 'Undo' },
  });
  toasts[0]!.undo!.onUndo();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mutate).toHaveBeenCalledTimes(2);
  expect(toasts[1]).toEqual({
    message: "You've unsubscribed from Grace Hopper's newsletter.",
    toastStyle: 'NEWSLETTER_UNSUBSCRIBE',
  });
});

test('back from the e-mail that confirmed it: NEWSLETTER_SUBSCRIBE, with Undo', () => {
  const { actions, toasts, mutate } = actionsAnswering('NewsletterV3');
  actions.announceConfirmed(grace);
  expect(toasts[0]).toMatchObject({
    message: "Your subscription is confirmed. You'll get an email whenever Grace Hopper publishes.",
    toastStyle: 'NEWSLETTER_SUBSCRIBE',
    undo: { label: 'Undo' },
  });
  expect(mutate).not.toHaveBeenCalled();
});

test('self-subscription and any other answer: SUBSCRIBE_SELF, SUBSCRIBE_FAIL', async () => {
  const self = actionsAnswering('BadRequest');
  await self.actions.subscribe(grace);
  expect(self.toasts).toEqual([
    { message: 'You cannot subscribe to your own newsletter.', toastStyle: 'SUBSCRIBE_SELF' },
  ]);
  const failed = actionsAnswering('RateLimited');
  await failed.actions.subscribe(grace);
  expect(failed.toasts).toEqual([
    { message: "Sorry, that didn't work. Please try again.", toastStyle: 'SUBSCRIBE_FAIL' },
  ]);
});
