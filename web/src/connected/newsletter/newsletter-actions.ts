import type { ApolloClient } from '@apollo/client';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { texts } from '#web/lib/texts.ts';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import {
  FetchOrLazilyCreateNewsletterV3AndMaybeSubscribe,
  UnsubscribeNewsletterV3,
} from './newsletter-mutations.ts';
import { newsletterTexts } from './newsletter-texts.ts';

/** The writer whose newsletter it is, and its id (which it has even before it is made). */
export interface NewsletterTarget {
  writerId: string;
  writerName: string;
  newsletterId: string;
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
  // The writer's newsletter may not exist yet: the lazy creation makes it and subscribes in one call.
  const subscribe = async (target: NewsletterTarget): Promise<Answer> =>
    mutateOutcome(
      client,
      { mutation: FetchOrLazilyCreateNewsletterV3AndMaybeSubscribe, variables: { userId: target.writerId } },
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
        ? { message: newsletterTexts.unsubscribed(target.writerName), toastStyle: 'NEWSLETTER_UNSUBSCRIBE' }
        : { message: newsletterTexts.failed, toastStyle: 'SUBSCRIBE_FAIL' },
    );
  }

  return {
    async subscribe(target: NewsletterTarget) {
      const answer = await subscribe(target);
      const name = target.writerName;
      if (answer.__typename === 'NewsletterV3') {
        showToast({
          message: newsletterTexts.subscribed(name),
          toastStyle: 'SUBSCRIBE_SUCCESS',
          undo: { label: texts.toasts.undo, onUndo: () => void unsubscribe(target) },
        });
      } else if (answer.__typename === 'AlreadyExists') {
        showToast({ message: newsletterTexts.alreadySubscribed(name), toastStyle: 'SUBSCRIBED_ALREADY' });
      } else if (answer.__typename === 'BadRequest') {
        showToast({ message: newsletterTexts.subscribeSelf, toastStyle: 'SUBSCRIBE_SELF' });
      } else {
        showToast({ message: newsletterTexts.failed, toastStyle: 'SUBSCRIBE_FAIL' });
      }
    },
    unsubscribe,
  };
}
