import type { ApolloClient } from '@apollo/client';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { texts } from '#web/lib/texts.ts';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import {
  FetchOrLazilyCreateNewsletterV3AndMaybeSubscribe,
  PostSubscribeUpsellQuery,
  RecordPostSubscribeMembershipUpsellShown,
  SubscribeNewsletterV3,
  UnsubscribeNewsletterV3,
} from './newsletter-mutations.ts';
import { newsletterTexts } from './newsletter-texts.ts';

/**
 * Whose newsletter it is (the name the toasts say: a writer's or a publication's) and its id. A
 * writer's (`writerId` set) may not exist yet: its id is known before it is made on the first
 * subscription.
 */
export interface NewsletterTarget {
  ownerName: string;
  newsletterId: string;
  writerId?: string;
}

export interface NewsletterActionDeps {
  client: ApolloClient;
  showToast: (toast: ToastInput) => unknown;
}

type Answer = { __typename: string };

/**
 * Subscribing and unsubscribing as the Subscribe button runs them, with spec 2 §4's toasts: a
 * subscription's Undo unsubscribes (and an unsubscription's toast offers nothing back). Loaded only when
 * a reader clicks, so the pages that show the button carry none of it.
 */
export function newsletterActions({ client, showToast }: NewsletterActionDeps) {
  // A writer's newsletter may not exist yet: the lazy creation makes it and subscribes in one call.
  const subscribe = async ({ writerId, newsletterId }: NewsletterTarget): Promise<Answer> =>
    writerId
      ? mutateOutcome(
          client,
          { mutation: FetchOrLazilyCreateNewsletterV3AndMaybeSubscribe, variables: { userId: writerId } },
          (data) => data.result,
        )
      : mutateOutcome(
          client,
          {
            mutation: SubscribeNewsletterV3,
            variables: { newsletterV3Id: newsletterId, shouldRecordConsent: true },
          },
          (data) => data.result,
        );

  async function unsubscribe(target: NewsletterTarget) {
    const answer = await mutateOutcome(
      client,
      { mutation: UnsubscribeNewsletterV3, variables: { newsletterV3Id: target.newsletterId } },
      (data) => data.result,
    );
    showToast(
      answer.__typename === 'NewsletterV3'
        ? { message: newsletterTexts.unsubscribed(target.ownerName), toastStyle: 'NEWSLETTER_UNSUBSCRIBE' }
        : { message: newsletterTexts.failed, toastStyle: 'SUBSCRIBE_FAIL' },
    );
  }

  /**
   * The subscription said, with an Undo that unsubscribes: SUBSCRIBE_SUCCESS after the button's click,
   * NEWSLETTER_SUBSCRIBE back from a subscription confirmed from its e-mail (decision 172); then, once
   * for a free reader, the membership upsell (SUBSCRIPTION_PROMOTION), recorded on the server so no
   * device shows it again (decision 160).
   */
  function announceSubscribed(subscribed: NewsletterTarget, confirmedByEmail = false) {
    const name = subscribed.ownerName;
    showToast({
      ...(confirmedByEmail
        ? { message: newsletterTexts.confirmed(name), toastStyle: 'NEWSLETTER_SUBSCRIBE' }
        : { message: newsletterTexts.subscribed(name), toastStyle: 'SUBSCRIBE_SUCCESS' }),
      undo: { label: texts.toasts.undo, onUndo: () => void unsubscribe(subscribed) },
    });
    offerMembership().catch((error: unknown) =>
      console.warn('The membership upsell could not be offered.', error),
    );
  }

  /** A free reader never shown the upsell is shown it now (Viewer.postSubscribeMembershipUpsellShownAt). */
  async function offerMembership() {
    const { data } = await client.query({ query: PostSubscribeUpsellQuery, fetchPolicy: 'network-only' });
    const viewer = data?.viewer;
    const member = viewer?.membership && viewer.membership.tier !== 'FREE';
    if (!viewer || member || viewer.postSubscribeMembershipUpsellShownAt !== null) return;
    showToast({
      message: newsletterTexts.upsell,
      toastStyle: 'SUBSCRIPTION_PROMOTION',
      link: { route: 'ShowPay', params: {}, label: newsletterTexts.upsellLink },
    });
    void mutateOutcome(client, { mutation: RecordPostSubscribeMembershipUpsellShown }, (data) => data.result);
  }

  return {
    async subscribe(target: NewsletterTarget) {
      const answer = await subscribe(target);
      const name = target.ownerName;
      if (answer.__typename === 'NewsletterV3') {
        announceSubscribed(target);
      } else if (answer.__typename === 'AlreadyExists') {
        showToast({ message: newsletterTexts.alreadySubscribed(name), toastStyle: 'SUBSCRIBED_ALREADY' });
      } else if (answer.__typename === 'BadRequest') {
        showToast({ message: newsletterTexts.subscribeSelf, toastStyle: 'SUBSCRIBE_SELF' });
      } else {
        showToast({ message: newsletterTexts.failed, toastStyle: 'SUBSCRIBE_FAIL' });
      }
    },
    unsubscribe,
    /** Back from a subscription link that subscribed the reader (decisions 159, 172). */
    announceConfirmed: (target: NewsletterTarget) => announceSubscribed(target, true),
  };
}
