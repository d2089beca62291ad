import type { FolioData } from '#shared/data/data.ts';
import { renderStoryEmail } from '#functions/newsletters/story-email/render-story-email.tsx';
import { previewParagraphs } from '#functions/posts/paywall.ts';
import { json, type Answer } from './gateway-http.ts';

/**
 * Local mode's preview of a story's newsletter e-mail (issue #15), before sending exists: GET
 * `/_/dev/newsletter/{postId}` renders the e-mail a member subscriber receives, `?as=free` the one
 * everyone else receives (the member-only preview and the way in), `?part=text` its plain-text part.
 * Served by the gateway only when it runs locally; CloudFront has no such behaviour.
 */
export const newsletterPreviewPath = /^\/_\/dev\/newsletter\/([0-9a-f]{12,16})$/;

const page = (status: number, body: string, type = 'text/html'): Answer => ({
  status,
  headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' },
  body: Buffer.from(body),
});

/** The preview, or undefined for any other request. */
export async function answerNewsletterPreview(
  request: { uri: string; method: string; query: URLSearchParams },
  data: FolioData,
  origin: string,
): Promise<Answer | undefined> {
  const postId = newsletterPreviewPath.exec(request.uri)?.[1];
  if (!postId) return undefined;
  if (request.method !== 'GET')
    return json(405, { errors: [{ errorType: 'BadRequest', message: 'The preview is read with GET.' }] });
  const { post, postContent, user, collection } = data.entities;
  const [{ data: story }, { data: content }] = await Promise.all([
    post.get({ id: postId }).go(),
    postContent.get({ id: postId }).go(),
  ]);
  if (!story || !content || story.status !== 'PUBLISHED')
    return json(404, { errors: [{ errorType: 'NotFound', message: `No published story ${postId}.` }] });
  const [{ data: writer }, publication] = await Promise.all([
    user.get({ id: story.creatorId }).go(),
    story.collectionId && story.statusForCollection === 'APPROVED'
      ? collection.get({ id: story.collectionId }).go()
      : undefined,
  ]);
  const isFullContent = !story.isLocked || request.query.get('as') !== 'free';
  const email = await renderStoryEmail({
    story: {
      title: story.title,
      subtitle: story.subtitle ?? '',
      url: `${origin}/p/${story.id}`,
      readingTime: Math.max(1, Math.round(story.readingTime ?? 1)),
    },
    writer: { name: writer?.name ?? '', url: `${origin}/@${writer?.username ?? ''}` },
    publication: publication?.data
      ? { name: publication.data.name, url: `${origin}/${publication.data.slug}` }
      : undefined,
    paragraphs: isFullContent ? content.paragraphs : previewParagraphs(content.paragraphs),
    isFullContent,
    newsletterName: publication?.data?.name ?? writer?.name ?? 'Folio',
    links: { unsubscribe: `${origin}/me/unsubscribe-all-newsletters`, upgrade: `${origin}/plans` },
    imageUrl: (imageId) => `${origin}/_/image/${encodeURIComponent(imageId)}`,
  });
  return request.query.get('part') === 'text' ? page(200, email.text, 'text/plain') : page(200, email.html);
}
