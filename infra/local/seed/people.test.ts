import { checkUsername } from '#contract/username.ts';
import { people } from './people.ts';

test('every seeded demo username keeps to the rules', () => {
  expect(people.filter((person) => !checkUsername(person.username).ok)).toEqual([]);
  expect(people.length).toBeGreaterThan(0);
});
