import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ResponseTargetInput } from '#graphql/generated/schema-types.ts';
import { ResponseTargetQuery } from '../api/response-operations.ts';

/**
 * What a new response answers, from the editor's address: `?inResponseToQuoteId=` (the highlight menu's
 * Respond) or `?inResponseToPostId=` (where /p/{postId}/responses/new leads). The server checks both.
 */
export function responseTargetOf(search: string): ResponseTargetInput | null {
  const query = new URLSearchParams(search);
  const quoteId = query.get('inResponseToQuoteId');
  const postId = query.get('inResponseToPostId');
  if (quoteId) return { inResponseToQuoteId: quoteId };
  if (postId) return { inResponseToPostId: postId };
  return null;
}

export type TargetAnswer =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'failed' }
  | { state: 'refused'; message: string }
  | { state: 'ready'; post: { id: string; title: string }; quotedText: string | null };

/**
 * The story a response answers and the quoted passage, or the server's refusal in its words (a closed
 * discussion, a quote that is not the writer's): Query.responseTarget, asked in the browser.
 */
export function useResponseTarget(target: ResponseTargetInput | null, enabled: boolean): TargetAnswer {
  const client = useApolloClient();
  const [answer, setAnswer] = useState<TargetAnswer>({ state: target ? 'checking' : 'none' });
  const postId = target?.inResponseToPostId;
  const quoteId = target?.inResponseToQuoteId;

  useEffect(() => {
    if (!enabled || (!postId && !quoteId)) return;
    let cancelled = false;
    const input = quoteId ? { inResponseToQuoteId: quoteId } : { inResponseToPostId: postId };
    client
      .query({ query: ResponseTargetQuery, variables: { input }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const result = data?.responseTarget;
        if (cancelled) return;
        if (result?.__typename === 'ResponseTarget')
          setAnswer({ state: 'ready', post: result.post, quotedText: result.quotedText ?? null });
        else setAnswer(result ? { state: 'refused', message: result.message } : { state: 'failed' });
      })
      .catch(() => {
        if (!cancelled) setAnswer({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [client, enabled, postId, quoteId]);

  return answer;
}
