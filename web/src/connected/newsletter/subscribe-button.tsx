import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { WriterNewsletter_UserFragment } from '#graphql/generated/operations.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import { newsletterTexts } from './newsletter-texts.ts';
import {
  rememberSubscribeIntent,
  takeConfirmedSubscription,
  takeSubscribeIntent,
} from './subscribe-intent.ts';

interface SubscribeButtonProps {
  writer: WriterNewsletter_UserFragment & { name: string; username: string };
  /** icon (default): the envelope beside Follow; text: the Subscribe page's button. */
  variant?: 'icon' | 'text';
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
 * The envelope beside a writer's Follow (as Medium shows it): subscribes the signed-in reader to the
 * writer's newsletter in one click, making it the first time (spec 3 §7), and unsubscribes when pressed
 * again. A visitor is sent to sign up with the spec's parameters (spec 2 §2: userId, newsletterV3Id) and
 * comes back subscribed. The writer sees none on their own profile.
 */
export function SubscribeButton({ writer, variant = 'icon' }: SubscribeButtonProps) {
  const session = useViewerSession();
  const client = useApolloClient();
  const { showToast } = useToasts();
  const { signInLinkProps } = useSignIn();
  const pending = useRef(false);
  const newsletter = writer.newsletterV3;
  const isSubscribed = newsletter?.viewerEdge.isSubscribed ?? false;
  const target = { writerId: writer.id, writerName: writer.name, newsletterId: newsletter?.id ?? null };
  const signedIn = session.kind === 'signed-in';
  const isSelf = signedIn && session.viewer.id === writer.id;

  const run = async (action: 'subscribe' | 'unsubscribe' | 'announce') => {
    if (pending.current) return;
    pending.current = true;
    try {
      const actions = (await loadActions())({ client, showToast });
      if (action === 'subscribe') await actions.subscribe(target);
      else if (!target.newsletterId) return;
      else if (action === 'announce')
        actions.announceSubscribed({ ...target, newsletterId: target.newsletterId });
      else await actions.unsubscribe({ ...target, newsletterId: target.newsletterId });
    } finally {
      pending.current = false;
    }
  };

  // Back from signing in after clicking Subscribe: subscribe now (once; the intent is taken). Back
  // from a subscription link, which subscribed the reader: say so (once; the mark is taken).
  useEffect(() => {
    if (!signedIn || isSelf) return;
    if (isSubscribed && takeConfirmedSubscription()) {
      takeSubscribeIntent(writer.id);
      void run('announce');
    } else if (!isSubscribed && takeSubscribeIntent(writer.id)) void run('subscribe');
    // Only when the session becomes known: the intent is taken on the first run that finds it.
  }, [signedIn]);

  if (isSelf) return null;
  if (session.kind === 'signed-out') {
    const link = signInLinkProps({
      operation: 'register',
      entry: 'subscribe',
      redirectTo: buildRoute('ShowUserSubscribe', { username: writer.username }),
      subject: { userId: writer.id, ...(newsletter ? { newsletterV3Id: newsletter.id } : {}) },
    });
    return (
      <a
        className="button button--dark subscribe-button"
        aria-label={newsletterTexts.subscribe(writer.name)}
        title={newsletterTexts.subscribe(writer.name)}
        href={link.href}
        onClick={(event) => {
          rememberSubscribeIntent(writer.id);
          link.onClick(event);
        }}
      >
        {variant === 'icon' ? <EnvelopeIcon subscribed={false} /> : newsletterTexts.promptButton}
      </a>
    );
  }
  const label = isSubscribed
    ? newsletterTexts.unsubscribe(writer.name)
    : newsletterTexts.subscribe(writer.name);
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
