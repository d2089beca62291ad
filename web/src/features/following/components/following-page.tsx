import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { Link } from '#web/lib/router/link.tsx';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { followSuggestionsQuery } from '../api/following-queries.ts';
import { followingTabOf, followingTabs, type FollowingTab } from '../following-tabs.ts';
import { followingTexts } from '../texts.ts';
import { FollowingPublications, FollowingTags, FollowingWriters } from './following-sections.tsx';
import { FollowingTagRow, FollowingUserRow } from './following-rows.tsx';

type Tab = FollowingTab | 'suggestions';

function FollowingTabsNav({ current }: { current: Tab }) {
  const link = (tab: Tab) =>
    tab === 'suggestions'
      ? ({ to: 'ShowFollowsSuggestions', params: {} } as const)
      : ({ to: 'ShowFollowsEntity', params: { entityName: tab } } as const);
  return (
    <nav className="settings-tabs" aria-label={followingTexts.tabs}>
      <ul className="settings-tabs__list">
        {[...followingTabs, 'suggestions' as const].map((tab) => (
          <li key={tab} className="settings-tabs__item">
            <Link
              {...link(tab)}
              className={`settings-tabs__link${tab === current ? ' settings-tabs__link--current' : ''}`}
              aria-current={tab === current ? 'page' : undefined}
            >
              {followingTexts.tabLabels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page's frame: its title, the tabs, and the open tab (visitors are asked to sign in). */
function FollowingFrame({ tab, children }: { tab: Tab; children: ReactNode }) {
  const signedOut = isSignedOut(useViewerKind());
  return (
    <div className="settings following">
      <h1 className="settings__title">{followingTexts.title}</h1>
      <FollowingTabsNav current={tab} />
      <div className="following__body" data-tab={tab}>
        {signedOut ? <SignInPrompt prompt={followingTexts.signInPrompt} /> : children}
      </div>
    </div>
  );
}

/**
 * /me/following[/{entityName}] (customize-following): the writers, publications and tags the reader
 * follows, newest first, each with its Follow toggle; an unknown entityName is the 404 page.
 */
export function FollowingPage({ params }: PageProps) {
  const tab = followingTabOf(params);
  if (!tab) return null;
  return (
    <FollowingFrame tab={tab}>
      {tab === 'writers' ? (
        <FollowingWriters />
      ) : tab === 'publications' ? (
        <FollowingPublications />
      ) : (
        <FollowingTags />
      )}
    </FollowingFrame>
  );
}

function Suggestions() {
  const { data } = useQuery(followSuggestionsQuery().query, followSuggestionsQuery());
  if (data?.followSuggestions === null) return <SignInPrompt prompt={followingTexts.signInPrompt} />;
  const suggestions = data?.followSuggestions;
  if (!suggestions) return null;
  if (suggestions.tags.length === 0 && suggestions.writers.length === 0)
    return <p className="people__empty">{followingTexts.noSuggestions}</p>;
  return (
    <>
      <h2 className="following__heading">{followingTexts.suggestedTags}</h2>
      <ul className="entity-list">
        {suggestions.tags.map((tag) => (
          <FollowingTagRow key={tag.id} tag={tag} />
        ))}
      </ul>
      <h2 className="following__heading">{followingTexts.suggestedWriters}</h2>
      <ul className="entity-list">
        {suggestions.writers.map((user) => (
          <FollowingUserRow key={user.id} user={user} />
        ))}
      </ul>
    </>
  );
}

/** /me/following/suggestions (customize-suggestions, decision 219): tags and writers to follow next. */
export function FollowSuggestionsPage() {
  return (
    <FollowingFrame tab="suggestions">
      <Suggestions />
    </FollowingFrame>
  );
}
