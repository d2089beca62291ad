import type { EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import { previewParagraphs } from '#shared/data/paywall.ts';
import type { UserItem } from '#shared/data/reads/users.ts';
import type { RenderedEmail } from '#shared/email/render-email.ts';
import { renderStoryEmail } from '../story-email/render-story-email.tsx';

type PostItem = EntityItem<FolioData['entities']['post']>;
type PostContentItem = EntityItem<FolioData['entities']['postContent']>;
type CollectionItem = EntityItem<FolioData['entities']['collection']>;

export interface StoryEmailSource {
  story: PostItem;
  content: PostContentItem;
  writer: UserItem | undefined;
  /** The publication the story is in (approved), if any. */
  publication: CollectionItem | undefined;
  newsletterName: string;
  origin: string;
}

/**
 * Rendered once per batch with this stand-in for the recipient's link, which each e-mail then carries
 * instead (a signed link holds only URL-safe characters, so it replaces the stand-in as it is).
 */
const linkStandIn = 'https://unsubscribe.invalid/recipient-link';

/** An e-mail rendered for one recipient's unsubscribe link. */
export type PersonalEmail = (unsubscribeLink: string) => RenderedEmail;

const personal =
  (email: RenderedEmail): PersonalEmail =>
  (link) => ({
    subject: email.subject,
    html: email.html.replaceAll(linkStandIn, link),
    text: email.text.replaceAll(linkStandIn, link),
  });

/**
 * A story's newsletter e-mail in its two versions, each rendered at most once: the whole story, and the
 * member-only preview with the way in (functions/shared/data/paywall.ts decides who reads which).
 */
export function storyEmails(source: StoryEmailSource) {
  const { story, content, writer, publication, origin } = source;
  const render = (isFullContent: boolean) =>
    renderStoryEmail({
      story: {
        title: story.title ?? '',
        subtitle: story.subtitle ?? '',
        url: `${origin}/p/${story.id}`,
        readingTime: Math.max(1, Math.round(story.readingTime ?? 1)),
      },
      writer: { name: writer?.name ?? '', url: `${origin}/@${writer?.username ?? ''}` },
      publication: publication ? { name: publication.name, url: `${origin}/${publication.slug}` } : undefined,
      paragraphs: isFullContent ? content.paragraphs : previewParagraphs(content.paragraphs),
      isFullContent,
      newsletterName: source.newsletterName,
      links: { unsubscribe: linkStandIn, upgrade: `${origin}/plans` },
      imageUrl: (imageId) => `${origin}/_/image/${encodeURIComponent(imageId)}`,
    }).then(personal);
  const versions = new Map<boolean, Promise<PersonalEmail>>();
  return (isFullContent: boolean): Promise<PersonalEmail> => {
    let version = versions.get(isFullContent);
    if (!version) versions.set(isFullContent, (version = render(isFullContent)));
    return version;
  };
}
