/**
 * Friend links (decision 142): a member writer's link that opens one member-only story in full for
 * anyone holding it, as `{story address}?sk={key}` (Medium's parameter name). The key is 128 random bits
 * in hex; the page passes it to Query.postResult as `friendLinkKey`.
 */
export const friendLinkParameter = 'sk';
export const friendLinkKeyPattern = /^[0-9a-f]{32}$/;

/** The story's address with its friend link key. */
export const friendLinkOf = (storyUrl: string, key: string) =>
  `${storyUrl}?${new URLSearchParams({ [friendLinkParameter]: key })}`;
