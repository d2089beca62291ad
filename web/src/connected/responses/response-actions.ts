import type { ApolloClient } from '@apollo/client';
import type { ResponseItem_ResponseFragment } from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import {
  DeleteResponse,
  EditResponse,
  HideCatalogResponse,
  HidePostResponse,
  PublishCatalogResponse,
  PublishResponse,
  ShowCatalogResponseOnParent,
  UnhidePostResponseOnParentPost,
} from './response-mutations.ts';
import type { ThreadParent } from './thread-parent.ts';
import type { ResponseParagraph } from './response-text.ts';
import { responsesTexts } from './texts.ts';

/** What a change to a response came to: the response as it now is, or the words to show instead. */
export type ResponseOutcome =
  { ok: true; response: ResponseItem_ResponseFragment } | { ok: false; message: string; closed: boolean };

type Answer = { __typename: string; message?: string };

/** A response as its moderation needs it: its id and its parent's (a story's or a list's). */
type ModeratedResponse = Pick<ResponseItem_ResponseFragment, 'id' | 'parentPostId' | 'parentCatalogId'>;

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
  const pick = <T extends { result: Answer }>(data: T) => data.result;
  /** Hides (true) or shows a response, by the mutation of its parent's kind (a list's or a story's). */
  const moderate = async (response: ModeratedResponse, hide: boolean) => {
    if (response.parentCatalogId) {
      const variables = { parentCatalogId: response.parentCatalogId, catalogResponseId: response.id };
      const mutation = hide ? HideCatalogResponse : ShowCatalogResponseOnParent;
      return outcomeOf(await mutateOutcome(client, { mutation, variables }, pick));
    }
    const variables = { parentPostId: response.parentPostId, postResponseId: response.id };
    const mutation = hide ? HidePostResponse : UnhidePostResponseOnParentPost;
    return outcomeOf(await mutateOutcome(client, { mutation, variables }, pick));
  };
  return {
    publish: async (parent: ThreadParent, paragraphs: ResponseParagraph[]) =>
      outcomeOf(
        parent.kind === 'catalog'
          ? await mutateOutcome(
              client,
              {
                mutation: PublishCatalogResponse,
                variables: { input: { catalogId: parent.id, paragraphs } },
              },
              pick,
            )
          : await mutateOutcome(
              client,
              {
                mutation: PublishResponse,
                variables: { input: { inResponseToPostId: parent.id, paragraphs } },
              },
              pick,
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
    hide: (response: ModeratedResponse) => moderate(response, true),
    unhide: (response: ModeratedResponse) => moderate(response, false),
  };
}

export type ResponseActions = ReturnType<typeof responseActions>;
