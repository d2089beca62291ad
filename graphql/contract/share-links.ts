/**
 * Where a story is shared (spec 3 §2 share routes: twitter, linkedIn, facebook): each network's own
 * share address for the story's URL, as the share routes redirect to and the share buttons link to.
 */
export type ShareNetwork = 'twitter' | 'linkedIn' | 'facebook';

export function shareUrl(network: ShareNetwork, story: { title: string; url: string }): string {
  switch (network) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ text: story.title, url: story.url })}`;
    case 'linkedIn':
      return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: story.url })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: story.url })}`;
  }
}
