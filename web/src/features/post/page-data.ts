import { imageUrl } from '#web/lib/format/image-url.ts';
import { postRoute } from '#web/lib/post-route.ts';
import { texts } from '#web/lib/texts.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { postPageQuery } from './api/post-page-query.ts';
import { friendLinkKeyOf, postIdOf } from './post-id-of.ts';

export const postData: PageData = {
  queries: (params) => [postPageQuery(postIdOf(params), friendLinkKeyOf(params))],
  describe(read, params) {
    const post = read(postPageQuery(postIdOf(params), friendLinkKeyOf(params)))?.postResult;
    if (post?.__typename !== 'Post') return null;
    const route = postRoute(post);
    // The writer's story settings win: their SEO title and description, and the canonical link of a
    // story first published elsewhere; else the story's own address.
    return {
      title: post.seoTitle ?? `${post.title} | by ${post.creator.name} | ${texts.siteName}`,
      description: post.seoDescription ?? post.extendedPreviewContent.subtitle,
      canonical: post.canonicalUrl ?? buildRoute(route.name, route.params),
      kind: 'article',
      ...(post.previewImage ? { image: imageUrl(post.previewImage.id) } : {}),
      // Decision 142: a friend link's page is never indexed (it may carry the whole member-only body).
      ...(friendLinkKeyOf(params) !== undefined && { noindex: true }),
    };
  },
};
