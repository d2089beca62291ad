import { deepValue } from '#fixtures/graphql-attacks.ts';
import { requestLimits } from './api-settings.ts';
import { requestProblem } from './request-problem.ts';

test('the variables of real operations pass', () => {
  expect(
    requestProblem('query Q { viewer { id } }', { input: { pronouns: ['she'] }, id: 'a' }),
  ).toBeUndefined();
  expect(requestProblem('{ viewer { id } }', undefined)).toBeUndefined();
});

test('variables nested 5,000 deep are refused without recursing into them', () => {
  expect(requestProblem('{ viewer { id } }', { deep: deepValue(5000) })).toBe(
    `The variables nest more than ${requestLimits.maxVariablesDepth} levels deep.`,
  );
  expect(requestProblem('{ viewer { id } }', deepValue(requestLimits.maxVariablesDepth))).toBeUndefined();
});

test('a request larger than the limit is refused', () => {
  expect(requestProblem('{ viewer { id } }', { text: 'x'.repeat(requestLimits.maxRequestBytes) })).toBe(
    'The query and its variables are larger than 1 MB.',
  );
});
