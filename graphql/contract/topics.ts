/**
 * Bounds of the topic lists (issue #16, decisions 216–219), which the API's cost check counts
 * (tools/schema-shape-of.ts) and the server keeps (functions/shared/topics, functions/posts/topics).
 */
/** The topic catalogue holds at most this many topics (Query.topics): with their tags and counts, a quarter of the resolver budget. */
export const maxTopics = 16;
/** A topic groups at most this many tags (Topic.tags). */
export const maxTopicTags = 5;
/** The recommended tab shows at most this many stories, this many of one writer. */
export const recommendedShown = 20;
export const recommendedPerWriter = 2;
/** Who to follow (and suggested writers) shows at most this many writers. */
export const writersShown = 10;
/** Related tags under a tag's header. */
export const relatedShown = 8;
/** Suggested tags on /me/following/suggestions. */
export const suggestedTagsShown = 12;
