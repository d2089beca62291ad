import type { FolioData } from '#shared/data/data.ts';
import { storyEmails } from '#functions/newsletters/sending/story-emails.ts';
import { json, type Answer } from './gateway-http.ts';

/**
 * Local mode's preview of a story's newsletter e-mail (issue #15), as the sender renders it: GET
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
  const [{ data: writerItem }, publication] = await Promise.all([
    user.get({ id: story.creatorId }).go(),
    story.collectionId && story.statusForCollection === 'APPROVED'
      ? collection.get({ id: story.collectionId }).go()
      : undefined,
  ]);
  const writer = writerItem ?? undefined;
  const isFullContent = !story.isLocked || request.query.get('as') !== 'free';
  const render = await storyEmails({
    story,
    content,
    writer,
    publication: publication?.data ?? undefined,
    newsletterName: publication?.data?.name ?? writer?.name ?? 'Folio',
    origin,
  })(isFullContent);
  const email = render(`${origin}/me/unsubscribe-all-newsletters`);
  return request.query.get('part') === 'text' ? page(200, email.text, 'text/plain') : page(200, email.html);
}
