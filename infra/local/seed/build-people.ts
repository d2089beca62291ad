import { navigationItemsSchema } from '#contract/navigation-items.ts';
import { demoAccounts, demoEmail, type DemoAccount } from './demo-accounts.ts';
import { avatar, monogram, wordmark, type DemoImage } from './images.ts';
import { people, type DemoPerson } from './people.ts';
import { publications, type DemoPublication } from './publications.ts';
import { idMinter, Random } from './random.ts';
import { DAY, type IdSource, type SeedClaim, type SeedCollection, type SeedUser } from './world.ts';

export interface PeopleAndPublications {
  users: SeedUser[];
  collections: SeedCollection[];
  claims: SeedClaim[];
  images: DemoImage[];
  userByUsername: Map<string, SeedUser>;
  collectionBySlug: Map<string, SeedCollection>;
}

const USERNAME = /^[a-z0-9_]+$/;

/**
 * The cast and their publications. Founders joined two to three years before `now`, others up to
 * a couple of months before it; a publication opens a few weeks after its creator joined.
 */
export function buildPeopleAndPublications(seed: string, now: number, ids: IdSource): PeopleAndPublications {
  const random = new Random(`${seed}:people`);
  const nextId = idMinter(random, 12, ids.entityIds);
  const nextImageId = idMinter(random, 16, ids.imageIds);
  const result: PeopleAndPublications = {
    users: [],
    collections: [],
    claims: [],
    images: [],
    userByUsername: new Map(),
    collectionBySlug: new Map(),
  };

  for (const person of people) {
    if (!USERNAME.test(person.username)) throw new Error(`bad demo username ${person.username}`);
    const image = avatar(random, nextImageId(), person.name);
    const createdAt = now - Math.floor(joinedDaysAgo(random, person) * DAY + random.next() * DAY);
    const user: SeedUser = {
      id: nextId(),
      username: person.username,
      name: person.name,
      bio: person.bio,
      imageId: image.id,
      email: demoEmail(person.username),
      createdAt,
      ...accountStanding(
        demoAccounts.find((account) => account.username === person.username),
        createdAt,
        now,
      ),
    };
    result.users.push(user);
    result.images.push(image);
    result.userByUsername.set(user.username, user);
    result.claims.push({ kind: 'username', value: user.username, ownerId: user.id });
    result.claims.push({ kind: 'email', value: user.email as string, ownerId: user.id });
  }

  for (const publication of publications) {
    const creator = result.userByUsername.get(publication.creator);
    if (!creator) throw new Error(`publication ${publication.slug} has no creator`);
    const collection = buildCollection(random, publication, nextId(), nextImageId, creator, result.images);
    result.collections.push(collection);
    result.collectionBySlug.set(collection.slug, collection);
    result.claims.push({ kind: 'collectionSlug', value: collection.slug, ownerId: collection.id });
    if (collection.domain)
      result.claims.push({ kind: 'domain', value: collection.domain, ownerId: collection.id });
  }
  return result;
}

/**
 * Membership and staff for the demo accounts that show them. Dates follow from the join date without
 * drawing from the random generator, so every other part of the world stays as it was.
 */
function accountStanding(
  account: DemoAccount | undefined,
  createdAt: number,
  now: number,
): Partial<SeedUser> {
  const since = (days: number) => Math.min(createdAt + days * DAY, now - DAY);
  return {
    ...(account?.tier ? { tier: account.tier, memberSince: since(30) } : {}),
    ...(account?.tier === 'FRIEND' ? { friendSince: since(120) } : {}),
    ...(account?.staff ? { isStaff: true, canViewSuspendedContent: true } : {}),
  };
}

function joinedDaysAgo(random: Random, person: DemoPerson): number {
  if (person.founder) return random.int(700, 1100);
  if (person.stories > 0) return random.int(560, 1000);
  return random.int(20, 900);
}

function buildCollection(
  random: Random,
  publication: DemoPublication,
  id: string,
  nextImageId: () => string,
  creator: SeedUser,
  images: DemoImage[],
): SeedCollection {
  const avatarImage = monogram(nextImageId(), publication.name, publication.colors);
  const logoImage = wordmark(nextImageId(), publication.name, publication.colors);
  images.push(avatarImage, logoImage);
  return {
    id,
    slug: publication.slug,
    name: publication.name,
    description: publication.description,
    avatarImageId: avatarImage.id,
    logoImageId: logoImage.id,
    ...(publication.domain ? { domain: publication.domain } : {}),
    // Checked on write like any navigation: a bad demo item stops the seed instead of reaching the table.
    navigationItems: navigationItemsSchema.parse(publication.navigation),
    creatorId: creator.id,
    createdAt: creator.createdAt + random.int(3, 30) * DAY + random.int(0, DAY - 1),
  };
}
