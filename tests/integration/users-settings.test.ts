import { defaultNotificationSettings, signInToChangeSettings } from '#contract/user-settings.ts';
import { usernameMessages } from '#contract/username.ts';
import { createHandler } from '#functions/users/handler.ts';
import { countRequests } from '#local/request-counter.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makeUser, type NewUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';

/** The users domain's settings mutations against DynamoDB Local, through the Lambda's own entry. */
let table: Awaited<ReturnType<typeof createTestTable>>;
let handler: ReturnType<typeof createHandler>;
let requests: ReturnType<typeof countRequests>;

beforeAll(async () => {
  table = await createTestTable();
  handler = createHandler(table.data);
  requests = countRequests(table.client);
});
afterAll(() => table.close());

type Answer = Record<string, unknown> & { __typename: string };

/** A user as sign-up writes one: the user and its username claim. */
async function member(username: string, extra: Partial<NewUser> = {}) {
  const user = await makeUser(table.data, { username, name: username.toUpperCase(), ...extra });
  await table.data.entities.claim.put({ kind: 'username', value: username, ownerId: user.id }).go();
  return user;
}

/** A mutation as the signed-in viewer sends it: with the session's xsrf token echoed. */
const mutate = (field: string, viewerId: string | undefined, args: Record<string, unknown> = {}) =>
  handler(
    resolverEvent(`Mutation.${field}`, {
      arguments: args,
      ...(viewerId
        ? { viewer: { id: viewerId, xsrf: 'xsrf-1' }, headers: { 'x-xsrf-token': 'xsrf-1' } }
        : {}),
    }),
  ) as Promise<Answer>;
const viewer = (id: string) => handler(resolverEvent('Query.viewer', { viewer: { id } })) as Promise<Answer>;
const claimOwner = async (username: string) =>
  (await table.data.entities.claim.get({ kind: 'username', value: username }).go({ consistent: true })).data
    ?.ownerId;

describe('every mutation', () => {
  test.each([
    ['updateViewerProfile', { input: { name: 'X' } }],
    ['updateUsername', { username: 'somebody' }],
    ['updateNotificationSettings', { input: {} }],
    ['updatePublishingSettings', { input: {} }],
    ['claimSubdomain', {}],
    ['unclaimSubdomain', {}],
    ['dismissFlag', { userId: 'user-x', flag: 'expired-last-week' }],
  ])('%s answers a visitor Unauthorized, with no request', async (field, args) => {
    requests.reset();
    expect(await mutate(field, undefined, args)).toEqual({
      __typename: 'Unauthorized',
      message: signInToChangeSettings,
    });
    expect(requests.commands()).toEqual([]);
  });

  test('needs the session’s xsrf token (checked before the resolver)', async () => {
    const ada = await member('xsrfada');
    const event = resolverEvent('Mutation.claimSubdomain', { viewer: { id: ada.id, xsrf: 'xsrf-1' } });
    await expect(handler(event)).rejects.toMatchObject({ name: 'Forbidden' });
    expect((await viewer(ada.id)).hasSubdomain).toBe(false);
  });

  test('answers NotFound for a session whose user no longer exists', async () => {
    expect(await mutate('updateViewerProfile', 'user-gone', { input: { bio: 'x' } })).toEqual({
      __typename: 'NotFound',
      message: 'No user with id user-gone.',
    });
  });
});

describe('updateViewerProfile', () => {
  test('counts the change, writes only the fields sent with one UpdateItem, and answers the viewer', async () => {
    const ada = await member('profileada', { bio: 'Analyst', pronouns: ['she'] });
    requests.reset();
    const answer = await mutate('updateViewerProfile', ada.id, {
      input: { name: '  Ada Lovelace ', bio: null, imageId: '0123456789abcdef' },
    });
    expect(answer).toMatchObject({
      __typename: 'User',
      name: 'Ada Lovelace',
      bio: 'Analyst',
      pronouns: ['she'],
      imageId: '0123456789abcdef',
      notificationSettings: { __typename: 'NotificationSettings', ...defaultNotificationSettings },
    });
    // The rate-limit counter's conditional ADD (functions/users/rate-limits.ts), then the user.
    expect(requests.commands()).toEqual(['UpdateItemCommand', 'UpdateItemCommand']);
    expect(await viewer(ada.id)).toEqual(answer);
  });

  test('refuses what breaks the limits and keeps what was stored', async () => {
    const ada = await member('limitsada');
    expect(await mutate('updateViewerProfile', ada.id, { input: { bio: 'b'.repeat(161) } })).toEqual({
      __typename: 'BadRequest',
      message: 'input.bio: Bios can be at most 160 characters long.',
    });
    expect(
      await mutate('updateViewerProfile', ada.id, { input: { pronouns: ['a', 'b', 'c', 'd', 'e'] } }),
    ).toMatchObject({ __typename: 'BadRequest' });
    expect(await viewer(ada.id)).toMatchObject({ bio: '', pronouns: [] });
  });
});

describe('updateUsername', () => {
  test('moves the claim and the index: the new name finds the user, the old one nobody', async () => {
    const ada = await member('moveada');
    requests.reset();
    expect(await mutate('updateUsername', ada.id, { username: '@MoveAda_2 ' })).toMatchObject({
      __typename: 'User',
      username: 'moveada_2',
    });
    expect(requests.commands()).toContain('TransactWriteItemsCommand');
    expect([await claimOwner('moveada_2'), await claimOwner('moveada')]).toEqual([ada.id, undefined]);
    const found = (name: string) =>
      handler(resolverEvent('Query.userResult', { arguments: { username: name } }));
    expect(await found('moveada_2')).toMatchObject({ __typename: 'User', id: ada.id });
    expect(await found('moveada')).toMatchObject({ __typename: 'NotFound' });
  });

  test.each([
    ['ada.lovelace', usernameMessages.invalid],
    ['a'.repeat(31), usernameMessages.tooLong],
    ['  ', usernameMessages.empty],
    ['admin', usernameMessages.reserved],
  ])('refuses %p with the rules’ message, writing nothing', async (username, message) => {
    const ada = await member(`rules${Math.random().toString(36).slice(2, 8)}`);
    expect(await mutate('updateUsername', ada.id, { username })).toEqual({
      __typename: 'BadRequest',
      message,
    });
    expect(await claimOwner(ada.username)).toBe(ada.id);
  });

  test('a name another user holds is AlreadyExists, and nothing moves', async () => {
    const ada = await member('takenada');
    const grace = await member('takengrace');
    expect(await mutate('updateUsername', ada.id, { username: 'takengrace' })).toEqual({
      __typename: 'AlreadyExists',
      message: usernameMessages.taken,
    });
    expect([await claimOwner('takengrace'), await claimOwner('takenada')]).toEqual([grace.id, ada.id]);
    expect((await viewer(ada.id)).username).toBe('takenada');
  });

  test('two readers racing for one name: exactly one gets it, the other keeps theirs', async () => {
    const ada = await member('raceada');
    const grace = await member('racegrace');
    const answers = await Promise.all([
      mutate('updateUsername', ada.id, { username: 'thename' }),
      mutate('updateUsername', grace.id, { username: 'thename' }),
    ]);
    const winner = answers.findIndex((answer) => answer.__typename === 'User');
    expect(answers.map((answer) => answer.__typename).sort()).toEqual(['AlreadyExists', 'User']);
    const [winnerId, loser] = winner === 0 ? [ada.id, grace] : [grace.id, ada];
    expect(await claimOwner('thename')).toBe(winnerId);
    expect(await claimOwner(loser.username)).toBe(loser.id);
    expect((await viewer(loser.id)).username).toBe(loser.username);
  });

  test('one reader changing twice at once (two tabs) ends with one name and one claim', async () => {
    const ada = await member('tabsada');
    const answers = await Promise.all([
      mutate('updateUsername', ada.id, { username: 'tabsone' }),
      mutate('updateUsername', ada.id, { username: 'tabstwo' }),
    ]);
    expect(answers.map((answer) => answer.__typename)).toEqual(['User', 'User']);
    const final = (await viewer(ada.id)).username as string;
    expect(['tabsone', 'tabstwo']).toContain(final);
    const owners = await Promise.all(['tabsada', 'tabsone', 'tabstwo'].map(claimOwner));
    expect(owners).toEqual(
      ['tabsada', 'tabsone', 'tabstwo'].map((name) => (name === final ? ada.id : undefined)),
    );
  });

  test('a subdomain stays on under the new name', async () => {
    const ada = await member('subada', { hasSubdomain: true });
    expect(await mutate('updateUsername', ada.id, { username: 'subada_new' })).toMatchObject({
      username: 'subada_new',
      hasSubdomain: true,
    });
  });
});

describe('notification and publishing settings', () => {
  test('partial updates keep the other settings, and the viewer reads them back', async () => {
    const ada = await member('notifyada');
    await mutate('updateNotificationSettings', ada.id, { input: { emailFrequency: 'NETWORK' } });
    const answer = await mutate('updateNotificationSettings', ada.id, {
      input: { allowEmailMentions: false, digestFrequency: 'DAILY', emailFrequency: null },
    });
    expect(answer.notificationSettings).toEqual({
      __typename: 'NotificationSettings',
      ...defaultNotificationSettings,
      emailFrequency: 'NETWORK',
      digestFrequency: 'DAILY',
      allowEmailMentions: false,
    });
    expect((await viewer(ada.id)).notificationSettings).toEqual(answer.notificationSettings);
  });

  test('publishing settings likewise; a value outside the enum is BadRequest', async () => {
    const ada = await member('publishada');
    expect(
      await mutate('updatePublishingSettings', ada.id, {
        input: { allowEmailAddressSharingEditorWriter: true },
      }),
    ).toMatchObject({
      publishingSettings: { allowEmailAddressSharingEditorWriter: true, defaultResponsesAllowed: 'EVERYONE' },
    });
    expect(
      await mutate('updatePublishingSettings', ada.id, { input: { defaultResponsesAllowed: 'FRIENDS' } }),
    ).toMatchObject({ __typename: 'BadRequest' });
  });

  test('nobody else sees them', async () => {
    const ada = await member('privateada', { emailFrequency: 'OFF' });
    const grace = await member('privategrace');
    const seen = await handler(
      resolverEvent('Query.userResult', { arguments: { id: ada.id }, viewer: { id: grace.id } }),
    );
    expect(seen).toMatchObject({ notificationSettings: null, publishingSettings: null });
  });
});

describe('subdomain', () => {
  test('claim and unclaim set hasSubdomain, twice without harm', async () => {
    const ada = await member('domainada');
    for (const [field, expected] of [
      ['claimSubdomain', true],
      ['claimSubdomain', true],
      ['unclaimSubdomain', false],
      ['unclaimSubdomain', false],
    ] as const) {
      expect(await mutate(field, ada.id)).toMatchObject({ __typename: 'User', hasSubdomain: expected });
    }
  });

  test('a username that cannot be a DNS label is BadRequest, and unclaiming a gone user NotFound', async () => {
    const legacy = await makeUser(table.data, { username: 'legacy.name' });
    expect(await mutate('claimSubdomain', legacy.id)).toMatchObject({ __typename: 'BadRequest' });
    expect(await mutate('unclaimSubdomain', 'user-gone')).toMatchObject({ __typename: 'NotFound' });
  });
});

describe('dismissFlag', () => {
  test('records a known flag once, even sent three times at once', async () => {
    const ada = await member('flagada');
    const args = { userId: ada.id, flag: 'will-expire-last-week' };
    await Promise.all([1, 2, 3].map(() => mutate('dismissFlag', ada.id, args)));
    expect((await viewer(ada.id)).dismissableFlags).toEqual(['will-expire-last-week']);
    expect(await mutate('dismissFlag', ada.id, { userId: ada.id, flag: 'expired-last-week' })).toMatchObject({
      dismissableFlags: ['will-expire-last-week', 'expired-last-week'],
    });
  });

  test('works on an account stored before the list existed', async () => {
    const ada = await member('flaglegacy');
    await table.data.entities.user.patch({ id: ada.id }).remove(['dismissableFlags']).go();
    expect(await mutate('dismissFlag', ada.id, { userId: ada.id, flag: 'expired-last-week' })).toMatchObject({
      dismissableFlags: ['expired-last-week'],
    });
  });

  test('another user’s flags are Forbidden; an unknown flag BadRequest; a gone user NotFound', async () => {
    const ada = await member('flagforbid');
    const grace = await member('flaggrace');
    expect(
      await mutate('dismissFlag', ada.id, { userId: grace.id, flag: 'expired-last-week' }),
    ).toMatchObject({
      __typename: 'Forbidden',
    });
    expect(await mutate('dismissFlag', ada.id, { userId: ada.id, flag: 'upsell' })).toMatchObject({
      __typename: 'BadRequest',
    });
    expect(
      await mutate('dismissFlag', 'user-gone', { userId: 'user-gone', flag: 'expired-last-week' }),
    ).toEqual({
      __typename: 'NotFound',
      message: 'No user with id user-gone.',
    });
    expect((await viewer(grace.id)).dismissableFlags).toEqual([]);
  });
});
