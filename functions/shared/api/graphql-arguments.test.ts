import * as z from 'zod';
import type {
  MutationDisconnectAccountArgs,
  MutationSendAcctAuthEmailArgs,
  MutationUpdateNotificationSettingsArgs,
  QueryPostResultsArgs,
  QueryUserResultArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from './graphql-arguments.ts';

// Each @ts-expect-error below is an assertion: typecheck fails when graphqlArguments stops refusing it.

const lookup = { id: z.string().nullish(), username: z.string().nullish() };

test('a schema that follows the arguments passes, and is the same schema', () => {
  const postIds = z.object({ postIds: z.array(z.string().regex(/^[0-9a-f]+$/)).max(25) });
  expect(graphqlArguments<QueryPostResultsArgs>()(postIds)).toBe(postIds);
  // Fewer strings than the API's String (a list of providers) is what validation is for.
  const provider = z.object({ provider: z.enum(['google', 'apple']) });
  expect(graphqlArguments<MutationDisconnectAccountArgs>()(provider)).toBe(provider);
});

test('an argument left unread, or read but not declared, is refused', () => {
  const unread = z.object({ id: lookup.id });
  const undeclared = z.object({ ...lookup, name: z.string() });
  // @ts-expect-error username is not read
  expect(graphqlArguments<QueryUserResultArgs>()(unread)).toBe(unread);
  // @ts-expect-error name is not an argument
  expect(graphqlArguments<QueryUserResultArgs>()(undeclared)).toBe(undeclared);
});

test('null or nothing where the API may pass them, and the API’s types, are required', () => {
  const notNull = z.object({ id: lookup.id, username: z.string() });
  const numbers = z.object({ postIds: z.array(z.number()) });
  // @ts-expect-error username may be null
  expect(graphqlArguments<QueryUserResultArgs>()(notNull)).toBe(notNull);
  // @ts-expect-error postIds[] has another type
  expect(graphqlArguments<QueryPostResultsArgs>()(numbers)).toBe(numbers);
});

test('every value of an enum is required, and every field of an input object is read', () => {
  const send = {
    email: z.string(),
    redirect: z.string().nullish(),
    fullName: z.string().nullish(),
    captchaValue: z.string().nullish(),
    operation: z.enum(['login', 'register']),
    binding: z.string().nullish(),
  };
  const bothTypes = z.object({ ...send, type: z.enum(['link', 'code']) });
  const linksOnly = z.object({ ...send, type: z.enum(['link']) });
  const oneSetting = z.object({ input: z.object({ emailFrequency: z.enum(['ALL', 'NETWORK', 'OFF']) }) });
  expect(graphqlArguments<MutationSendAcctAuthEmailArgs>()(bothTypes)).toBe(bothTypes);
  // @ts-expect-error type does not take every value
  expect(graphqlArguments<MutationSendAcctAuthEmailArgs>()(linksOnly)).toBe(linksOnly);
  // @ts-expect-error input.digestFrequency (and the others) are not read; emailFrequency may be null
  expect(graphqlArguments<MutationUpdateNotificationSettingsArgs>()(oneSetting)).toBe(oneSetting);
});
