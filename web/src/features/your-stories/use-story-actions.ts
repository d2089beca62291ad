import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { storyActions, type StoryActions } from './story-actions.ts';

/** The writer's actions on her stories, with their toasts, cache changes and the undelete address. */
export function useStoryActions(): StoryActions {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const { navigate } = useRouter();
  return useMemo(() => storyActions({ client, showToast, navigate }), [client, showToast, navigate]);
}
