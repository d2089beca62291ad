/** @jest-environment jsdom */
import type { ApolloClient } from '@apollo/client';
import { click, createPageHarness, settle, testViewer } from '#web/lib/testing/page-test-harness.tsx';
import { topicsQuery } from '../api/topics-query.ts';
import { TopicsOnboardingPage } from './topics-onboarding-page.tsx';

let harness: ReturnType<typeof createPageHarness>;
beforeEach(() => (harness = createPageHarness()));
afterEach(() => harness.unmount());

const topic = (id: string, name: string, isFollowing = false) => ({
  __typename: 'Topic' as const,
  id,
  name,
  description: `${name} stories.`,
  tagId: id,
  tags: [{ __typename: 'Tag' as const, id, displayTitle: name, postCount: 3 }],
  viewerEdge: { __typename: 'TopicViewerEdge' as const, id: `${id}:${testViewer.id}`, isFollowing },
});
const names = { design: 'Design', technology: 'Technology', writing: 'Writing', science: 'Science' };
const withTopics = (client: ApolloClient) =>
  client.writeQuery({
    ...topicsQuery(),
    data: { topics: Object.entries(names).map(([id, name]) => topic(id, name)) } as never,
  });

const choice = (name: string) =>
  [...harness.container.querySelectorAll<HTMLButtonElement>('.topics__choice')].find(
    (button) => button.textContent === name,
  )!;
const proceed = () =>
  [...harness.container.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.textContent === 'Continue',
  )!;

test('Continue waits for three topics, follows each picked one and goes home', async () => {
  const followed: unknown[] = [];
  harness.render(<TopicsOnboardingPage params={{}} />, {
    prepare: withTopics,
    answer: (name, variables) => {
      followed.push([name, variables]);
      const id = (variables as { topicSlug: keyof typeof names }).topicSlug;
      return { result: topic(id, names[id], true) };
    },
  });
  await settle();
  click(choice('Design'));
  click(choice('Writing'));
  await settle();
  expect(proceed().disabled).toBe(true);
  click(choice('Science'));
  click(choice('Writing'));
  click(choice('Technology'));
  await settle();
  expect(choice('Writing').getAttribute('aria-pressed')).toBe('false');
  expect(proceed().disabled).toBe(false);
  click(proceed());
  await settle();
  expect(followed).toEqual(
    ['design', 'science', 'technology'].map((topicSlug) => ['FollowTopic', { topicSlug }]),
  );
  expect(harness.navigations).toEqual(['/']);
});

test('a refused follow keeps the reader on the page with a message', async () => {
  harness.render(<TopicsOnboardingPage params={{}} />, {
    prepare: withTopics,
    answer: () => ({ result: { __typename: 'RateLimited' } }),
  });
  await settle();
  for (const name of ['Design', 'Writing', 'Science']) click(choice(name));
  await settle();
  click(proceed());
  await settle();
  expect(harness.container.querySelector('[role="alert"]')!.textContent).toBe(
    'Something went wrong. Please try again.',
  );
  expect(harness.navigations).toEqual([]);
});

test('a visitor is asked to sign in', async () => {
  harness.render(<TopicsOnboardingPage params={{}} />, { viewer: null });
  await settle();
  expect(harness.container.textContent).toContain('Sign in to choose the topics you follow.');
});

test('goes on to the page the reader signed up from, never to another site', async () => {
  const land = async (redirect: string) => {
    harness.render(<TopicsOnboardingPage params={{ redirect }} />, { prepare: withTopics });
    await settle();
    const skip = harness.container.querySelector<HTMLAnchorElement>('.topics__skip')!.getAttribute('href');
    harness.unmount();
    harness = createPageHarness();
    return skip;
  };
  expect(await land('/@grace/subscribe')).toBe('/@grace/subscribe');
  expect(await land('//evil.example/')).toBe('/');
  expect(await land('https://evil.example/')).toBe('/');
  expect(await land('/\\evil.example')).toBe('/');
});
