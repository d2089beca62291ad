import type { ApolloClient } from '@apollo/client';
import { draftLimits, draftMessages } from '#contract/draft-limits.ts';
import type { DraftDocument } from '../autosave/draft-document.ts';
import { createDraftSaver } from './draft-saver.ts';

/** A client whose saveDraft answers `answer`, keeping what was sent. */
function clientAnswering(answer: object) {
  const sent: unknown[] = [];
  const mutate = async (options: { variables?: unknown }) => {
    sent.push(options.variables);
    return { data: { saveDraft: answer } };
  };
  return { client: { mutate } as unknown as ApolloClient, sent };
}

/** One more person than a story may mention (decision 275): the server's BadRequest says so. */
const tooManyMentions: DraftDocument = {
  title: 'Thanks',
  subtitle: '',
  paragraphs: Array.from({ length: draftLimits.mentionsMax + 1 }, (_, index) => ({
    name: `m${index}`,
    type: 'P' as const,
    text: 'Someone',
    markups: [{ type: 'A' as const, start: 0, end: 7, userId: `user-${index}` }],
  })),
};

test('sends mentions with their userId, and shows a refusal in the server’s words, as any other', async () => {
  const { client, sent } = clientAnswering({
    __typename: 'BadRequest',
    message: draftMessages.tooManyMentions,
  });
  const save = createDraftSaver(client);
  expect(await save('post1', tooManyMentions, 3)).toEqual({
    kind: 'refused',
    message: draftMessages.tooManyMentions,
  });
  expect(sent).toEqual([{ input: { postId: 'post1', baseVersion: 3, ...tooManyMentions } }]);
});
