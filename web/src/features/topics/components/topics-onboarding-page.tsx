import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { Link } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { changeTopicFollow } from '../api/follow-topic.ts';
import { topicsQuery } from '../api/topics-query.ts';
import { minimumTopics, topicsTexts } from '../texts.ts';
import '#topics-styles';

/**
 * /get-started/topics (topics-onboarding, wordmark-only navigation): a new reader picks at least three
 * topics; Continue follows them (their tags, decision 217), which the home's For you reads, and goes home.
 */
export function TopicsOnboardingPage() {
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
    if (answers.every((answer) => answer === 'Topic')) navigate(buildRoute('ShowHome', {}));
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
        <Link to="ShowHome" params={{}} className="topics__skip">
          {topicsTexts.skip}
        </Link>
      </div>
    </div>
  );
}
