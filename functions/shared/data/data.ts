import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Entity, Service } from 'electrodb';
import { authGrantSchema } from './entities/auth-grant.ts';
import { claimSchema } from './entities/claim.ts';
import { collectionSchema } from './entities/collection.ts';
import { credentialSchema } from './entities/credential.ts';
import { eventSchema } from './entities/event.ts';
import { flagSchema } from './entities/flag.ts';
import { followSchema } from './entities/follow.ts';
import { identitySchema } from './entities/identity.ts';
import { integrationTokenSchema } from './entities/integration-token.ts';
import { loginCodeSchema } from './entities/login-code.ts';
import { muteSchema } from './entities/mute.ts';
import { oidcAttemptSchema } from './entities/oidc-attempt.ts';
import { postContentSchema } from './entities/post-content.ts';
import { postSchema } from './entities/post.ts';
import { rateLimitSchema } from './entities/rate-limit.ts';
import { sessionSchema } from './entities/session.ts';
import { staffPickSchema } from './entities/staff-pick.ts';
import { tagSchema } from './entities/tag.ts';
import { userSchema } from './entities/user.ts';

export interface DataConfig {
  client: DynamoDBClient;
  table: string;
}

/**
 * Every entity over the one table, and the table itself (`table`: its client and name) for the one
 * request ElectroDB cannot make, a BatchGetItem across entities (batch-get.ts). Repositories receive
 * this; nothing else touches the table.
 */
export function createFolioData(config: DataConfig) {
  const service = new Service(
    {
      user: new Entity(userSchema, config),
      collection: new Entity(collectionSchema, config),
      post: new Entity(postSchema, config),
      postContent: new Entity(postContentSchema, config),
      tag: new Entity(tagSchema, config),
      staffPick: new Entity(staffPickSchema, config),
      claim: new Entity(claimSchema, config),
      event: new Entity(eventSchema, config),
      session: new Entity(sessionSchema, config),
      authGrant: new Entity(authGrantSchema, config),
      loginCode: new Entity(loginCodeSchema, config),
      rateLimit: new Entity(rateLimitSchema, config),
      flag: new Entity(flagSchema, config),
      credential: new Entity(credentialSchema, config),
      integrationToken: new Entity(integrationTokenSchema, config),
      oidcAttempt: new Entity(oidcAttemptSchema, config),
      identity: new Entity(identitySchema, config),
      follow: new Entity(followSchema, config),
      mute: new Entity(muteSchema, config),
    },
    config,
  );
  return Object.assign(service, { table: { client: config.client, name: config.table } });
}

export type FolioData = ReturnType<typeof createFolioData>;
