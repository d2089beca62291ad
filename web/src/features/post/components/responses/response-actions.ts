import type { ApolloClient } from '@apollo/client';
import type { ResponseItem_ResponseFragment } from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import {
  DeleteResponse,
  EditResponse,
  HidePostResponse,
  PublishResponse,
  UnhidePostResponseOnParentPost,
} from '../../api/response-mutations.ts';
import type { ResponseParagraph } from './response-text.ts';
import { responsesTexts } from './texts.ts';

/** What a change to a response came to: the response as it now is, or the words to show instead. */
export type ResponseOutcome =
  { ok: true; response: ResponseItem_ResponseFragment } | { ok: false; message: string; closed: boolean };

type Answer = { __typename: string; message?: string };

const outcomeOf = (answer: Answer): ResponseOutcome =>
  answer.__typename === 'PostResponse'
    ? { ok: true, response: answer as unknown as ResponseItem_ResponseFragment }
    : {
        ok: false,
        closed: answer.__typename === 'ResponseClosed',
        message:
          answer.__typename === 'Failed' ? responsesTexts.failed : (answer.message ?? responsesTexts.failed),
      };

/**
 * The responses' mutations (loaded on the first action, so the story page carries none of them): each
 * answers the response as it now is or the API's own words (the closed discussion's among them).
 */
export function responseActions(client: ApolloClient) {
  const moderate = async (document: typeof HidePostResponse, parentPostId: string, postResponseId: string) =>
    outcomeOf(
      await mutateOutcome(
        client,
        { mutation: document, variables: { parentPostId, postResponseId } },
        (data) => data.result,
      ),
    );
  return {
    publish: async (inResponseToPostId: string, paragraphs: ResponseParagraph[]) =>
      outcomeOf(
        await mutateOutcome(
          client,
          { mutation: PublishResponse, variables: { input: { inResponseToPostId, paragraphs } } },
          (data) => data.result,
        ),
      ),
    edit: async (responseId: string, paragraphs: ResponseParagraph[]) =>
      outcomeOf(
        await mutateOutcome(
          client,
          { mutation: EditResponse, variables: { input: { responseId, paragraphs } } },
          (data) => data.result,
        ),
      ),
    /** Deleted: gone from the thread (false) or kept there, its text removed, for its replies (true). */
    async remove(responseId: string): Promise<{ kept: boolean } | { message: string }> {
      const answer = await mutateOutcome(
        client,
        { mutation: DeleteResponse, variables: { responseId } },
        (data) => data.result,
      );
      if (answer.__typename === 'ResponseDeleted') return { kept: answer.kept };
      return { message: 'message' in answer ? answer.message : responsesTexts.failed };
    },
    hide: (parentPostId: string, postResponseId: string) =>
      moderate(HidePostResponse, parentPostId, postResponseId),
    unhide: (parentPostId: string, postResponseId: string) =>
      moderate(UnhidePostResponseOnParentPost, parentPostId, postResponseId),
  };
}

export type ResponseActions = ReturnType<typeof responseActions>;
