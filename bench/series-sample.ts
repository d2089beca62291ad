import type { FolioData } from '#shared/data/data.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import { createPostsRepository } from '#functions/posts/repository.ts';
import { createSeriesRepository } from '#functions/posts/series/repository.ts';
import { createSeriesService } from '#functions/posts/series/service.ts';

/**
 * A series of three stories of a demo writer (none of them the story at `otherThan`, whose page is
 * measured as a story in no series), made through the posts domain's own service (the demo world has
 * none), and the paths of its page, of its middle story read in it and of the series library.
 */
export async function seriesPaths(data: FolioData, otherThan: string) {
  const { data: latest } = await data.entities.post.query.latest({}).go({ limit: 20, order: 'desc' });
  const creators = [...new Set(latest.map((post) => post.creatorId))];
  const threeOf = async (creatorId: string) =>
    (await data.entities.post.query.byCreator({ creatorId }).go({ limit: 3, order: 'desc' })).data;
  let stories: Awaited<ReturnType<typeof threeOf>> = [];
  for (const creatorId of creators) {
    stories = await threeOf(creatorId);
    if (stories.length === 3 && !stories.some((story) => otherThan.endsWith(story.uniqueSlug))) break;
  }
  const creatorId = stories[0]?.creatorId;
  if (stories.length < 3 || !creatorId) throw new Error('The demo content has no writer of three stories');
  const service = createSeriesService({
    series: createSeriesRepository(data),
    posts: createPostsRepository(data),
    rateLimits: createRateLimitStore(data),
    now: Date.now,
  });
  const writer = {
    id: creatorId,
    tier: 'FREE',
    isStaff: false,
    canViewSuspendedContent: false,
    xsrf: '',
    sessionHash: '',
  } as const;
  let series: Awaited<ReturnType<typeof service.addToSeries>> = await service.createSeries(writer, {
    title: 'A bench series',
    description: 'Three stories',
  });
  for (const story of stories) {
    if (series.__typename !== 'Series') break;
    series = await service.addToSeries(writer, {
      seriesId: series.post.id,
      postId: story.id,
      version: series.version,
    });
  }
  const middle = stories[1];
  if (series.__typename !== 'Series' || !middle) throw new Error('The bench series could not be made');
  return {
    series: `/series/${series.sequenceSlug}`,
    'post in a series': `/s/${series.sequenceSlug}/${middle.uniqueSlug}`,
    // The series library (issue #13): this series is in it.
    'series library': '/collections',
  };
}
