import * as z from 'zod';
import { notificationTabs } from '#contract/notifications.ts';
import { pagingSchema } from '#contract/paging.ts';
import type { QueryNotificationsArgs } from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';

/** Query.notifications: the tab (ALL unless told) and a page. */
export const notificationsArguments = graphqlArguments<QueryNotificationsArgs>()(
  z.object({
    tab: z
      .enum(notificationTabs)
      .nullish()
      .transform((tab) => tab ?? 'ALL'),
    paging: pagingSchema,
  }),
);

/** markNotificationsRead takes nothing: the viewer's notifications are the subject. */
export const markReadArguments = z.object({});
