import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { afterOnboardingParameter } from '#contract/onboarding.ts';
import { HrefLink } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { changeTopicFollow } from '../api/follow-topic.ts';
import { topicsQuery } from '../api/topics-query.ts';
import { minimumTopics, topicsTexts } from '../texts.ts';
import '#topics-styles';

/** Where the reader goes once done: the page they signed up from when it is a path of the site, else home. */
const nextPage = (redirect: string | undefined) =>
  redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\') ? redirect : '/';

/**
 * /get-started/topics (topics-onboarding, wordmark-only navigation): where a new account lands (decision
 * 274); the reader picks at least three topics; Continue follows them (their tags, decision 217), which
 * the home's For you reads, and goes on to the page they signed up from (`redirect`) or home; Skip goes
 * there without following.
 */
export function TopicsOnboardingPage({ params }: PageProps) {
  const then = nextPage(params[afterOnboardingParameter]);
  const signedOut = isSignedOut(useViewerKind());
  const { query, variables } = topicsQuery();
  const { data } = useQuery(query, { variables, skip: signedOut });
  const client = useApolloClient();
  const { navigate } = useRouter();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [state, setState] = useState<'choosing' | 'saving' | 'failed'>('choosing');
  if (signedOut) return <SignInPrompt prompt={topicsTexts.signInPrompt} />;
  if (!data) return null;
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const finish = async () => {
    setState('saving');
    const answers = await Promise.all([...picked].map((id) => changeTopicFollow(client, id, true)));
    if (answers.every((answer) => answer === 'Topic')) navigate(then);
    else setState('failed');
  };
  return (
    <div className="topics topics--onboarding">
      <h1 className="topics__title">{topicsTexts.onboardingTitle}</h1>
      <p className="topics__intro">{topicsTexts.onboardingIntro}</p>
      <ul className="topics__choices">
        {data.topics.map((topic) => (
          <li key={topic.id}>
            <button
              type="button"
              className={`topics__choice${picked.has(topic.id) ? ' topics__choice--picked' : ''}`}
              aria-pressed={picked.has(topic.id)}
              onClick={() => toggle(topic.id)}
            >
              {topic.name}
            </button>
          </li>
        ))}
      </ul>
      <p className="topics__progress" aria-live="polite">
        {topicsTexts.chosen(Math.min(picked.size, minimumTopics))}
      </p>
      {state === 'failed' && (
        <p className="topics__error" role="alert">
          {topicsTexts.failed}
        </p>
      )}
      <div className="topics__actions">
        <button
          type="button"
          className="button button--dark"
          disabled={picked.size < minimumTopics || state === 'saving'}
          onClick={() => void finish()}
        >
          {topicsTexts.continue}
        </button>
        <HrefLink href={then} className="topics__skip">
          {topicsTexts.skip}
        </HrefLink>
      </div>
    </div>
  );
}
