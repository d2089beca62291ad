import type { FolioData } from '#shared/data/data.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import { createPostsRepository } from '#functions/posts/repository.ts';
import { createCatalogsRepository } from '#functions/posts/catalogs/repository.ts';
import { createCatalogsService } from '#functions/posts/catalogs/service.ts';
import { newPostId } from '#functions/posts/drafts/service.ts';

/**
 * A public list of ten of the newest stories, made by the demo reader @ruth_reads through the posts
 * domain's own service (the demo world has no lists), and the paths of its page and of its embed.
 */
export async function listPaths(data: FolioData) {
  const { data: latest } = await data.entities.post.query.latest({}).go({ limit: 10, order: 'desc' });
  const { data: owners } = await data.entities.user.query.byUsername({ username: 'ruth_reads' }).go();
  const owner = owners[0];
  if (!owner) throw new Error('The demo content has no @ruth_reads');
  const service = createCatalogsService({
    catalogs: createCatalogsRepository(data),
    posts: createPostsRepository(data),
    rateLimits: createRateLimitStore(data),
    now: Date.now,
    newId: newPostId,
    notify: async () => {}, // a bench's list tells nobody
    reindex: async () => {}, // nor reaches search
  });
  const viewer = {
    id: owner.id,
    tier: 'MEMBER',
    isStaff: false,
    canViewSuspendedContent: false,
    xsrf: '',
    sessionHash: '',
  } as const;
  const list = await service.createCatalog(viewer, {
    name: 'A bench list',
    description: 'Ten stories',
    visibility: 'PUBLIC',
  });
  if (list.__typename !== 'Catalog') throw new Error('The bench list could not be made');
  const operations = latest.map((story) => ({ append: { type: 'POST' as const, entityId: story.id } }));
  const edited = await service.editCatalogItems(viewer, { catalogId: list.id, version: 1, operations });
  if (edited.__typename !== 'EditCatalogItemsSuccess') throw new Error('The bench list could not be filled');
  return {
    list: `/@ruth_reads/list/${list.slugId}`,
    'list embed': `/embed/list/${list.slugId}`,
  };
}
