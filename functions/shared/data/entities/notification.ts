import { notificationKinds, notificationTabs } from '#contract/notifications.ts';

/**
 * A reader's notification (issue #16, decision 206): one item per group (`groupKey`: a story's claps,
 * one response, one new follower…), under its owner; later activity of the same group updates it,
 * newest actor first. `actorIds` keeps the last `keptActorIds` actors and `actorCount` counts them all,
 * so a much clapped story's item stays small. Listed newest first by `updatedAt` (gsi1, and gsi2 per
 * tab); expires 90 days after its last activity (TTL `expiresAt`).
 */
export const notificationSchema = {
  model: { entity: 'notification', version: '1', service: 'folio' },
  attributes: {
    ownerId: { type: 'string', required: true },
    groupKey: { type: 'string', required: true },
    kind: { type: notificationKinds, required: true },
    /** ALL, or RESPONSES for responses and replies (the Responses tab's index). */
    tab: { type: notificationTabs, required: true },
    actorIds: { type: 'list', items: { type: 'string' }, required: true },
    actorCount: { type: 'number', required: true },
    postId: { type: 'string' },
    responseId: { type: 'string' },
    catalogId: { type: 'string' },
    createdAt: { type: 'number', required: true },
    updatedAt: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    /** A group's notification, read and rewritten when more of its activity comes in. */
    byGroup: {
      pk: { field: 'pk', composite: ['ownerId'] },
      sk: { field: 'sk', composite: ['groupKey'] },
    },
    /** The All tab and the unread count: the owner's notifications, latest activity first. */
    byOwner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId'] },
      sk: { field: 'gsi1sk', composite: ['updatedAt'] },
    },
    /** The Responses tab: the owner's responses and replies, latest first. */
    byOwnerAndTab: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerId', 'tab'] },
      sk: { field: 'gsi2sk', composite: ['updatedAt'] },
    },
  },
} as const;

/**
 * That one piece of activity was turned into a notification (`markKey`: a clapper on a story, a
 * response, a follower): written in the notification's own transaction with `attribute_not_exists`,
 * so a redelivered message, or the same reader clapping again, creates nothing twice. Expires with the
 * notification it counted.
 */
export const notificationMarkSchema = {
  model: { entity: 'notificationMark', version: '1', service: 'folio' },
  attributes: {
    ownerId: { type: 'string', required: true },
    markKey: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['ownerId'] },
      sk: { field: 'sk', composite: ['markKey'] },
    },
  },
} as const;

/** When the reader last opened their notifications: activity after it is unread. */
export const notificationStateSchema = {
  model: { entity: 'notificationState', version: '1', service: 'folio' },
  attributes: {
    ownerId: { type: 'string', required: true },
    seenAt: { type: 'number', required: true },
  },
  indexes: {
    byOwner: {
      pk: { field: 'pk', composite: ['ownerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

/**
 * A reader owed an e-mail digest (decision 261): put in the notification's own transaction when the
 * activity is of a kind the owner gets by e-mail, under one of `digestShardCount` shards, so the daily
 * digest reads who is owed one with a paged Query per shard and never scans. `lastAt`: the latest such
 * activity; the digest deletes the item only if nothing newer came in meanwhile.
 */
export const notificationDigestDueSchema = {
  model: { entity: 'notificationDigestDue', version: '1', service: 'folio' },
  attributes: {
    shard: { type: 'number', required: true },
    ownerId: { type: 'string', required: true },
    lastAt: { type: 'number', required: true },
  },
  indexes: {
    byShard: {
      pk: { field: 'pk', composite: ['shard'] },
      sk: { field: 'sk', composite: ['ownerId'] },
    },
  },
} as const;

/**
 * What the reader's digests covered: every notification whose `updatedAt` is at most `sentUpTo` was
 * e-mailed, or passed over, once. Moved forward, conditioned on the value read, BEFORE the e-mail is
 * queued: a concurrent or repeated run finds it moved and sends nothing twice.
 */
export const notificationDigestSchema = {
  model: { entity: 'notificationDigest', version: '1', service: 'folio' },
  attributes: {
    ownerId: { type: 'string', required: true },
    sentUpTo: { type: 'number', required: true },
    sentAt: { type: 'number', required: true },
  },
  indexes: {
    byOwner: {
      pk: { field: 'pk', composite: ['ownerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
