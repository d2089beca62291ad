import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type {
  PublicationNewsletter_CollectionFragment,
  WriterNewsletter_UserFragment,
} from '#graphql/generated/operations.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import type { SignInSubject } from '../sign-in/sign-in-request.ts';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import type { NewsletterTarget } from './newsletter-actions.ts';
import { newsletterTexts } from './newsletter-texts.ts';
import {
  rememberSubscribeIntent,
  takeConfirmedSubscription,
  takeSubscribeIntent,
} from './subscribe-intent.ts';

/** A writer's newsletter (made on the first subscription) or a publication's (decision 162). */
type NewsletterOwner =
  | { writer: WriterNewsletter_UserFragment & { name: string; username: string } }
  | { publication: PublicationNewsletter_CollectionFragment };

export type SubscribeButtonProps = NewsletterOwner & {
  /** icon (default): the envelope beside Follow; text: the Subscribe pages' button. */
  variant?: 'icon' | 'text';
};

/**
 * The owner as the button needs it: who it is, the newsletter, what subscribing targets, and where a
 * visitor signs up from (spec 2 §2: the subject's ids) and comes back to.
 */
function ownerOf(owner: NewsletterOwner) {
  if ('writer' in owner) {
    const { writer } = owner;
    const newsletterId = writer.newsletterV3Id;
    return {
      id: writer.id,
      name: writer.name,
      isSubscribed: writer.viewerEdge.isSubscribedToNewsletter,
      target: { ownerName: writer.name, newsletterId, writerId: writer.id } satisfies NewsletterTarget,
      signUpSubject: { userId: writer.id, newsletterV3Id: newsletterId } satisfies SignInSubject,
      comeBackTo: buildRoute('ShowUserSubscribe', { username: writer.username }),
    };
  }
  const { publication } = owner;
  const newsletter = publication.newsletterV3;
  return {
    id: publication.id,
    name: publication.name,
    isSubscribed: newsletter?.viewerEdge.isSubscribed ?? false,
    target: newsletter
      ? ({ ownerName: publication.name, newsletterId: newsletter.id } satisfies NewsletterTarget)
      : null,
    signUpSubject: {
      collectionId: publication.id,
      ...(newsletter ? { newsletterV3Id: newsletter.id } : {}),
    } satisfies SignInSubject,
    comeBackTo: buildRoute('ShowCollectionNewsletterLandingPage', { collectionSlug: publication.slug }),
  };
}

const EnvelopeIcon = ({ subscribed }: { subscribed: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M3 6.5h18v11H3zM3.5 7l8.5 6.5L20.5 7"
      fill={subscribed ? 'currentColor' : 'none'}
      stroke={subscribed ? 'var(--background, #fff)' : 'currentColor'}
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
);

/** The actions, loaded on the first click (or a returning visitor's intent): no page carries them. */
const loadActions = () =>
  import('./newsletter-actions.ts').then(({ newsletterActions }) => newsletterActions);

/**
 * The envelope beside a writer's or a publication's Follow (as Medium shows it): subscribes the
 * signed-in reader to the newsletter in one click, making a writer's the first time (spec 3 §7), and
 * unsubscribes when pressed again. A visitor is sent to sign up with the spec's parameters (spec 2 §2:
 * userId or collectionId, newsletterV3Id) and comes back subscribed. A writer sees none on their own
 * profile; a publication without a newsletter shows none.
 */
export function SubscribeButton({ variant = 'icon', ...owned }: SubscribeButtonProps) {
  const session = useViewerSession();
  const client = useApolloClient();
  const { showToast } = useToasts();
  const { signInLinkProps } = useSignIn();
  const pending = useRef(false);
  const owner = ownerOf(owned);
  const { target } = owner;
  const { isSubscribed } = owner;
  const signedIn = session.kind === 'signed-in';
  const isSelf = signedIn && session.viewer.id === owner.id;

  const run = async (action: 'subscribe' | 'unsubscribe' | 'announce') => {
    if (pending.current || !target) return;
    pending.current = true;
    try {
      const actions = (await loadActions())({ client, showToast });
      if (action === 'announce') actions.announceConfirmed(target);
      else await (action === 'subscribe' ? actions.subscribe(target) : actions.unsubscribe(target));
    } finally {
      pending.current = false;
    }
  };

  // Back from signing in after clicking Subscribe: subscribe now (once; the intent is taken). Back
  // from a subscription link, which subscribed the reader: say so (once; the mark is taken).
  useEffect(() => {
    if (!signedIn || isSelf) return;
    if (isSubscribed && takeConfirmedSubscription()) {
      takeSubscribeIntent(owner.id);
      void run('announce');
    } else if (!isSubscribed && takeSubscribeIntent(owner.id)) void run('subscribe');
    // Only when the session becomes known: the intent is taken on the first run that finds it.
  }, [signedIn]);

  if (isSelf || !target) return null;
  if (session.kind === 'signed-out') {
    const link = signInLinkProps({
      operation: 'register',
      entry: 'subscribe',
      redirectTo: owner.comeBackTo,
      subject: owner.signUpSubject,
    });
    return (
      <a
        className="button button--dark subscribe-button"
        aria-label={newsletterTexts.subscribe(owner.name)}
        title={newsletterTexts.subscribe(owner.name)}
        href={link.href}
        onClick={(event) => {
          rememberSubscribeIntent(owner.id);
          link.onClick(event);
        }}
      >
        {variant === 'icon' ? <EnvelopeIcon subscribed={false} /> : newsletterTexts.promptButton}
      </a>
    );
  }
  const label = isSubscribed
    ? newsletterTexts.unsubscribe(owner.name)
    : newsletterTexts.subscribe(owner.name);
  return (
    <button
      type="button"
      className={`button subscribe-button ${isSubscribed ? 'button--outline' : 'button--dark'}`}
      aria-label={label}
      title={label}
      aria-pressed={isSubscribed}
      disabled={session.kind === 'loading'}
      onClick={() => void run(isSubscribed ? 'unsubscribe' : 'subscribe')}
    >
      {variant === 'icon' ? (
        <EnvelopeIcon subscribed={isSubscribed} />
      ) : isSubscribed ? (
        newsletterTexts.promptButtonSubscribed
      ) : (
        newsletterTexts.promptButton
      )}
    </button>
  );
}
