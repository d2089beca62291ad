import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error a plain .mjs tool without type declarations
import { missingOptionalDependencies } from './lockfile-optional.mjs';

test('package-lock.json names every optional dependency, so `npm ci` accepts it here', () => {
  const lock = JSON.parse(readFileSync(join(__dirname, '..', 'package-lock.json'), 'utf8'));
  expect([...(missingOptionalDependencies(lock) as Map<string, string>).keys()]).toEqual([]);
});
