import { imageUrl } from '#web/lib/format/image-url.ts';
import { texts } from '#web/lib/texts.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { publicationProfileQuery, readProfileCollection } from './api/publication-profile.ts';
import { publicationSubmissionsQuery } from './api/publication-submissions-query.ts';
import { publicationTaggedQuery } from './api/publication-tagged-query.ts';
import { submissionsTitle } from './submissions-title.ts';

export const publicationProfileData: PageData = {
  queries: (params) => [publicationProfileQuery(params)],
  describe(read, params) {
    const collection = readProfileCollection(read, params);
    if (!collection) return null;
    return {
      title: `${collection.name} – ${texts.siteName}`,
      description: collection.description,
      kind: 'website',
      ...(collection.avatar ? { image: imageUrl(collection.avatar.id) } : {}),
      feed: {
        title: collection.name,
        path: buildRoute('ShowCollectionFeed', { collectionSlug: collection.slug }),
      },
    };
  },
};

export const publicationSubmissionsData: PageData = {
  queries: (params) => [publicationSubmissionsQuery(collectionDomainOrSlug(params))],
  describe(read, params) {
    const collection = read(
      publicationSubmissionsQuery(collectionDomainOrSlug(params)),
    )?.collectionByDomainOrSlug;
    if (!collection) return null;
    return { title: `${submissionsTitle(collection.name)} – ${texts.siteName}`, noindex: true };
  },
};

export const publicationTaggedData: PageData = {
  queries: (params) => [publicationTaggedQuery(params)],
  describe(read, params) {
    const answer = read(publicationTaggedQuery(params));
    const collection = answer?.collectionByDomainOrSlug;
    if (!collection) return null;
    const tagTitle = answer.tag?.displayTitle ?? params.tagSlug ?? '';
    return {
      title: `${tagTitle} – ${collection.name} – ${texts.siteName}`,
      description: collection.description,
      kind: 'website',
      ...(collection.avatar ? { image: imageUrl(collection.avatar.id) } : {}),
      feed: {
        title: `${collection.name} – ${tagTitle}`,
        path: buildRoute('ShowCollectionTaggedFeed', {
          collectionSlug: collection.slug,
          tag: params.tagSlug ?? '',
        }),
      },
    };
  },
};
