import { highlightMessages } from '#contract/highlights.ts';
import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { badRequest, describeZodError, parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { parentSource } from '../arguments.ts';
import {
  createQuoteArguments,
  deleteQuoteArguments,
  highlightsArguments,
  quoteArguments,
  setHighlightPrivacyArguments,
} from './arguments.ts';
import type { HighlightsService } from './service.ts';

/** The highlight and quote fields of the posts Lambda (graphql/resolver-manifest.ts, readingFields). */
export function createHighlightsResolvers(highlights: HighlightsService): Record<string, FieldResolver> {
  const readerField = signedInField(highlightMessages.signIn);
  return {
    'Query.quote': async (event) => {
      const parsed = quoteArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      return highlights.quote(viewerFromIdentity(event.identity), parsed.data.quoteId);
    },
    'Mutation.createQuote': readerField(createQuoteArguments, (viewer, { input }) =>
      highlights.createQuote(viewer, input),
    ),
    'Mutation.deleteQuote': readerField(deleteQuoteArguments, (viewer, { quoteId }) =>
      highlights.deleteQuote(viewer, quoteId),
    ),
    'Mutation.setHighlightPrivacy': readerField(setHighlightPrivacyArguments, (viewer, args) =>
      highlights.setHighlightPrivacy(viewer, args.quoteId, args.isPrivate),
    ),
    'User.highlights': async (event) => {
      const { paging } = parseArguments(highlightsArguments, event.arguments);
      const user = parentSource.parse(event.source);
      return highlights.highlightsOf(user.id, paging, viewerFromIdentity(event.identity));
    },
  };
}
