/** The follower lists' texts (ours: spec 1 §2.1 names the pages without their wording). */
export const followersTexts = {
  noFollowers: 'No followers yet.',
  notFollowing: 'Not following anyone yet.',
  followersTitle: (name: string) => `People following ${name}`,
  followingTitle: (name: string) => `People followed by ${name}`,
};
