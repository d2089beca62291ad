import { newsletterTexts } from '#web/connected/newsletter/newsletter-texts.ts';
import { SubscribeButton } from '#web/connected/newsletter/subscribe-button.tsx';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import type { PageProps } from '#web/routes/page-registry.ts';
import { profileLookup, useUserProfileQuery } from '../api/user-profile-query.ts';

/**
 * /@{username}/subscribe (and /subscribe/@{username}, which moves here): the writer-subscription
 * page. It asks, one click subscribes; a subscribed reader sees so, and a visitor coming back from
 * signing in after clicking Subscribe lands subscribed. The address alone subscribes nobody.
 */
export function SubscribePromptPage({ params }: PageProps) {
  const user = useUserProfileQuery(profileLookup(params)).data?.userResult;
  if (user?.__typename !== 'User') return null;
  const subscribed = user.viewerEdge.isSubscribedToNewsletter;
  return (
    <section className="subscribe-prompt">
      <Avatar name={user.name} imageId={user.imageId} size={88} />
      <h1 className="subscribe-prompt__name">
        <ProfileLink user={user}>{user.name}</ProfileLink>
      </h1>
      <p className="subscribe-prompt__text">
        {subscribed ? newsletterTexts.promptDone(user.name) : newsletterTexts.prompt(user.name)}
      </p>
      <SubscribeButton writer={user} variant="text" />
    </section>
  );
}
