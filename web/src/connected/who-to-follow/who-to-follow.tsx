import { useQuery } from '@apollo/client/react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { EntityRow } from '#web/ui/entity-row/entity-row.tsx';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { FollowButton } from '../follow-button/follow-button.tsx';
import { WhoToFollowQuery, type WhoToFollowSuggestion } from './who-to-follow-query.ts';
import { whoToFollowTexts as texts } from './who-to-follow-texts.ts';
import '#who-to-follow-styles';

interface WhoToFollowProps {
  /** How many writers to suggest: 3 in a sidebar (the server's default), up to 20 on a page. */
  limit?: number;
}

/** One suggested writer: portrait, name to their profile, why, when they last published, and Follow. */
function Suggestion({ suggestion: { user, reason } }: { suggestion: WhoToFollowSuggestion }) {
  const why = texts.reason(reason);
  return (
    <EntityRow
      name={user.name}
      imageId={user.imageId}
      description={user.lastPostCreatedAt ? `${why} · ${texts.lastStory(user.lastPostCreatedAt)}` : why}
      link={
        <ProfileLink user={user} className="entity-row__link">
          {user.name}
        </ProfileLink>
      }
      action={
        <FollowButton
          target={{ kind: 'user', id: user.id, name: user.name }}
          isFollowing={user.viewerEdge.isFollowing}
        />
      }
    />
  );
}

/**
 * Who to follow (issue #16, decision 223): writers the server suggests to this viewer, each with its
 * reason and the existing Follow button. Asked in the browser only, after hydration, so no server
 * render reads for it; nothing shows until there is someone to suggest. A writer followed here stays
 * in the list (its button says Following) until the next visit.
 */
export function WhoToFollow({ limit }: WhoToFollowProps) {
  const hydrated = useHydrated();
  const { data } = useQuery(WhoToFollowQuery, {
    variables: limit === undefined ? {} : { limit },
    skip: !hydrated,
  });
  const suggestions = data?.whoToFollow ?? [];
  if (suggestions.length === 0) return null;
  return (
    <section className="who-to-follow" aria-label={texts.heading}>
      <h2 className="who-to-follow__heading">{texts.heading}</h2>
      <ul className="entity-list who-to-follow__list">
        {suggestions.map((suggestion) => (
          <Suggestion key={suggestion.user.id} suggestion={suggestion} />
        ))}
      </ul>
    </section>
  );
}
