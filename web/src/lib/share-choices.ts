import { shareUrl, type ShareNetwork } from '#contract/share-links.ts';
import { texts } from './texts.ts';

export interface SharedStory {
  title: string;
  /** The story's absolute address. */
  url: string;
}

/** The networks a story is shared on, with their labels. */
export const shareNetworks: readonly { network: ShareNetwork; label: string }[] = [
  { network: 'twitter', label: texts.share.twitter },
  { network: 'linkedIn', label: texts.share.linkedIn },
  { network: 'facebook', label: texts.share.facebook },
];

/** Each network with its share address for the story. */
export const shareChoices = (story: SharedStory) =>
  shareNetworks.map(({ network, label }) => ({ network, label, href: shareUrl(network, story) }));

/** Copies the story's address; the caller says so (a toast). */
export const copyStoryLink = (story: SharedStory) => navigator.clipboard.writeText(story.url);
