/** What can be followed or muted: a user, or a publication ("collection" on the wire). */
export const socialTargetKinds = ['user', 'collection'] as const;

/** What can be followed: a user, a publication, or a tag (by its slug; decision 182). Tags are never muted. */
export const followTargetKinds = [...socialTargetKinds, 'tag'] as const;

/**
 * A reader following a user, a publication or a tag. Written in ONE transaction with the target's
 * `followerCount` and (users and publications) the follower's `followingCount`
 * (functions/users/social-repository.ts), so the counts never drift from the edges.
 */
export const followSchema = {
  model: { entity: 'follow', version: '1', service: 'folio' },
  attributes: {
    followerId: { type: 'string', required: true },
    targetKind: { type: followTargetKinds, required: true },
    targetId: { type: 'string', required: true },
    /** Epoch ms: when the follow began (UserViewerEdge.createdAt; lists are newest first). */
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    /** Whether the viewer follows these targets: BatchGet by follower and target. */
    byFollower: {
      pk: { field: 'pk', composite: ['followerId'] },
      sk: { field: 'sk', composite: ['targetKind', 'targetId'] },
    },
    /** Who follows a user, a publication or a tag, newest first. */
    byTarget: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['targetKind', 'targetId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
    /** Whom (users) or what (publications, tags) a reader follows, newest first. */
    byFollowerAndKind: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['followerId', 'targetKind'] },
      sk: { field: 'gsi2sk', composite: ['createdAt'] },
    },
  },
} as const;
