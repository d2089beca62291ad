import type { PeopleAndPublications } from './build-people.ts';
import { people } from './people.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, type SeedFollow } from './world.ts';

/** Follows the demo accounts show: a reader's home follows, a writer's peers (README's accounts). */
const curated: readonly { follower: string; users: readonly string[]; publications: readonly string[] }[] = [
  {
    follower: 'ruth_reads',
    users: ['theo_okafor', 'mayachen', 'ingrid_solberg'],
    publications: ['the-build', 'ux-field-notes'],
  },
  { follower: 'ingrid_solberg', users: ['jonahwhitfield', 'tomasrivera'], publications: ['far-afield'] },
  { follower: 'mayachen', users: ['theo_okafor'], publications: [] },
  { follower: 'theo_okafor', users: ['mayachen', 'dabrams'], publications: ['lab-notes'] },
];

/**
 * Who follows whom: the curated follows, then each person follows one to four writers (the prolific
 * ones more often) and perhaps a publication. A follow begins after both sides joined and before now.
 */
export function buildFollows(random: Random, now: number, cast: PeopleAndPublications): SeedFollow[] {
  const follows = new Map<string, SeedFollow>();
  const writers = people.filter((person) => person.stories > 0);
  const add = (followerName: string, targetKind: SeedFollow['targetKind'], targetName: string) => {
    const follower = cast.userByUsername.get(followerName);
    const target =
      targetKind === 'user' ? cast.userByUsername.get(targetName) : cast.collectionBySlug.get(targetName);
    if (!follower || !target) throw new Error(`seed: cannot follow ${targetName} as ${followerName}`);
    const key = `${follower.id} ${targetKind} ${target.id}`;
    if (follower.id === target.id || follows.has(key)) return;
    const from = Math.max(follower.createdAt, target.createdAt) + DAY;
    const createdAt = Math.floor(random.between(Math.min(from, now - 2 * HOUR), now - HOUR));
    follows.set(key, { followerId: follower.id, targetKind, targetId: target.id, createdAt });
  };

  for (const { follower, users, publications } of curated) {
    for (const user of users) add(follower, 'user', user);
    for (const slug of publications) add(follower, 'collection', slug);
  }
  for (const person of people) {
    const count = random.int(1, 4);
    for (let n = 0; n < count; n += 1) {
      add(
        person.username,
        'user',
        random.weighted(
          writers,
          writers.map((writer) => writer.stories),
        ).username,
      );
    }
    if (random.chance(0.4))
      add(person.username, 'collection', random.pick([...cast.collectionBySlug.keys()]));
  }
  return [...follows.values()];
}
