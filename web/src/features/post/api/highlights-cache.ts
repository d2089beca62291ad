import type { ApolloCache } from '@apollo/client';
import type { ViewerHighlight } from '../components/highlights-fragment.ts';
import { PostPageQuery } from './post-page-query.ts';

/**
 * The story page's own highlights after a change (issue #13): `change` gets the list the page shows
 * and gives the new one; the page redraws its marks from the cache.
 */
export function updateViewerHighlights(
  cache: ApolloCache,
  postId: string,
  change: (highlights: readonly ViewerHighlight[]) => ViewerHighlight[],
) {
  cache.updateQuery({ query: PostPageQuery, variables: { id: postId } }, (data) => {
    const post = data?.postResult;
    if (post?.__typename !== 'Post') return data;
    const viewerHighlights = change(post.content.viewerHighlights ?? []);
    return { ...data!, postResult: { ...post, content: { ...post.content, viewerHighlights } } };
  });
}
