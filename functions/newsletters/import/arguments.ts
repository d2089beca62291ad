import * as z from 'zod';
import type {
  MutationStartNewsletterImportArgs,
  MutationValidateNewsletterImportArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { maxIdLength } from '#shared/data/ids.ts';
import { maxMailingListBytes } from './mailing-list.ts';
import { importMessages } from './messages.ts';

const importId = z
  .string()
  .trim()
  .regex(/^[0-9a-f-]{36}$/, 'This import id is not valid.');

/** validateNewsletterImport: the file's text; its size is checked here (characters) and by the service (bytes). */
export const validateImportArguments = graphqlArguments<MutationValidateNewsletterImportArgs>()(
  z.object({
    newsletterV3Id: z.string().trim().min(1).max(maxIdLength).nullish(),
    csv: z.string().max(maxMailingListBytes, importMessages.tooLarge),
  }),
);

export const startImportArguments = graphqlArguments<MutationStartNewsletterImportArgs>()(
  z.object({ importId, hasConsent: z.boolean() }),
);

export const importArguments = z.object({ id: importId });
