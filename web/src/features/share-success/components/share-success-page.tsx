import { Button, Flex, Heading, Link, Text, View } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import type { PublishedStoryQuery } from '#graphql/generated/operations.ts';
import { postRoute } from '#web/lib/post-route.ts';
import { copyStoryLink, shareChoices } from '#web/lib/share-choices.ts';
import { texts as sharedTexts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { usePublishedStoryQuery } from '../api/published-story-query.ts';
import { shareSuccessTexts as texts } from '../texts.ts';
import { shareSuccessTitle } from '../title.ts';

type Story = Extract<PublishedStoryQuery['postResult'], { __typename: 'Post' }>;

/** Which sentence says where the story went. */
function whereItWent(story: Story): string {
  if (story.visibility === 'UNLISTED') return texts.unlisted;
  if (story.collection && story.statusForCollection === 'PENDING')
    return texts.submitted(story.collection.name);
  if (story.collection && story.statusForCollection === 'APPROVED')
    return texts.inPublication(story.collection.name);
  return texts.published;
}

/**
 * /m/share/success?postId=…: where a writer lands after publishing. It says where the story went
 * (profile, publication, pending review, unlisted) and offers to share it, view it or write another.
 */
export function ShareSuccessPage() {
  const hydrated = useHydrated();
  const [postId, setPostId] = useState<string | null>(null);
  useEffect(() => setPostId(new URLSearchParams(window.location.search).get('postId')), []);
  const { data, error, refetch } = usePublishedStoryQuery(postId);

  let content;
  if (hydrated && postId === null) content = <Text>{texts.missing}</Text>;
  else if (error) {
    content = (
      <Flex role="alert" alignItems="center" gap="small">
        <Text>{texts.loadFailed}</Text>
        <Button size="small" onClick={() => void refetch()}>
          {texts.retry}
        </Button>
      </Flex>
    );
  } else if (data?.postResult.__typename === 'Post' && data.postResult.isPublished) {
    content = <PublishedStory story={data.postResult} />;
  } else if (data) content = <Text>{texts.missing}</Text>;
  else content = <Text aria-busy="true">{texts.loading}</Text>;

  return (
    <AccountSurface>
      <View as="main" maxWidth="var(--main-column-width)" margin="64px auto" padding="0 var(--side-margin)">
        <Heading level={1} fontWeight="bold" marginBottom="medium">
          {shareSuccessTitle}
        </Heading>
        {content}
      </View>
    </AccountSurface>
  );
}

function PublishedStory({ story }: { story: Story }) {
  const { showToast } = useToasts();
  const route = postRoute(story);
  const path = buildRoute(route.name, route.params);
  const shared = { title: story.title, url: new URL(path, window.location.origin).href };

  const copy = async () => {
    await copyStoryLink(shared);
    showToast({ message: sharedTexts.share.copied });
  };

  return (
    <Flex direction="column" gap="medium">
      <Text>{whereItWent(story)}</Text>
      <Text fontSize="large" fontWeight="bold">
        <Link href={path} color="inherit">
          {story.title}
        </Link>
      </Text>
      <Heading level={2} fontSize="medium">
        {texts.share}
      </Heading>
      <Flex wrap="wrap" gap="small">
        <Button size="small" onClick={() => void copy()}>
          {sharedTexts.share.copyLink}
        </Button>
        {shareChoices(shared).map(({ network, label, href }) => (
          <Link key={network} href={href} isExternal>
            {label}
          </Link>
        ))}
      </Flex>
      <Flex wrap="wrap" gap="medium">
        <Link href={path}>{texts.view}</Link>
        <Link href={buildRoute('ShowPostEdit', { postId: story.id })}>{texts.edit}</Link>
        <Link href={buildRoute('ShowNewPost', {})}>{texts.writeAnother}</Link>
      </Flex>
    </Flex>
  );
}
