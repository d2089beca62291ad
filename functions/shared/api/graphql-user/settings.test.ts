import { defaultNotificationSettings, defaultPublishingSettings } from '#contract/user-settings.ts';
import type { UserItem } from '../../data/reads/users.ts';
import { toGraphqlUser } from './graphql-user.ts';

const legacy: UserItem = { id: 'u', username: 'u', name: 'U', createdAt: 0 };

test('a user who never changed a setting reads the defaults', () => {
  expect(toGraphqlUser(legacy, true)).toMatchObject({
    notificationSettings: { __typename: 'NotificationSettings', ...defaultNotificationSettings },
    publishingSettings: { __typename: 'PublishingSettings', ...defaultPublishingSettings },
  });
});

test('stored settings win over the defaults, one by one', () => {
  const user = toGraphqlUser(
    {
      ...legacy,
      emailFrequency: 'NETWORK',
      allowEmailMentions: false,
      defaultResponsesAllowed: 'FOLLOWERS',
    },
    true,
  );
  expect(user.notificationSettings).toEqual({
    __typename: 'NotificationSettings',
    ...defaultNotificationSettings,
    emailFrequency: 'NETWORK',
    allowEmailMentions: false,
  });
  expect(user.publishingSettings).toEqual({
    __typename: 'PublishingSettings',
    allowEmailAddressSharingEditorWriter: false,
    defaultResponsesAllowed: 'FOLLOWERS',
  });
});

test('nobody but the viewer sees them', () => {
  expect(toGraphqlUser({ ...legacy, emailFrequency: 'OFF' }, false)).toMatchObject({
    notificationSettings: null,
    publishingSettings: null,
  });
});
