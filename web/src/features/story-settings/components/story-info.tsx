import type { ReactNode } from 'react';
import type { PostSettings_SettingsFragment } from '#graphql/generated/operations.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { readingTimeLabel } from '#web/lib/format/reading-time.ts';
import { HrefLink } from '#web/lib/router/link.tsx';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { storyAddress } from '../story-address.ts';
import { storySettingsTexts } from '../texts.ts';

const texts = storySettingsTexts.info;

const orNotYet = (timestamp: number | null | undefined) => (timestamp ? formatDate(timestamp) : texts.notYet);

/** The story's status as its writer says it: a draft, or published and how. */
function statusOf(post: PostSettings_SettingsFragment['post']): string {
  return post.isPublished ? texts.published[post.visibility] : texts.draft;
}

/** /p/{postId}/info: the facts of a story, for its writer (decision 101). */
export function StoryInfo({ settings }: { settings: PostSettings_SettingsFragment }) {
  const { authOrigin } = useSiteConfig();
  const { post } = settings;
  const address = storyAddress(post, authOrigin);
  const rows: [string, ReactNode][] = [
    [texts.status, statusOf(post)],
    [texts.created, formatDate(settings.createdAt)],
    [texts.firstPublished, orNotYet(post.firstPublishedAt)],
    [texts.lastEdited, formatDate(post.updatedAt)],
    [texts.words, settings.wordCount.toLocaleString('en-US')],
    [texts.readingTime, readingTimeLabel(post.readingTime)],
    [texts.tags, post.tags.map((tag) => tag.displayTitle).join(', ') || texts.none],
    [
      texts.publication,
      post.collection && post.statusForCollection
        ? `${texts.submission[post.statusForCollection]} ${post.collection.name}`
        : texts.none,
    ],
    [texts.link, post.isPublished ? <HrefLink href={address}>{address}</HrefLink> : texts.notYet],
  ];
  return (
    <dl className="story-info">
      {rows.map(([term, value]) => (
        <div key={term} className="story-info__row">
          <dt className="story-info__term">{term}</dt>
          <dd className="story-info__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
