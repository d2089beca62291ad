import * as z from 'zod';
import { draftLimits, draftMessages } from '#contract/draft-limits.ts';
import { markupTypes, paragraphLayouts, paragraphTypes } from '#shared/data/entities/paragraph.ts';
import { userIdSchema } from '#shared/data/ids.ts';
import { imageIdPattern } from '#shared/ports/image-id.ts';
import { mentionedUserIds } from '../mentions/mentions.ts';

/**
 * The paragraphs a save sends (ParagraphInput), checked at the boundary: sizes, names, markup ranges
 * inside their text, links to http(s) and mailto only, image ids as uploads mint them, mentions (links
 * naming a user, whose address the publish writes) at most `mentionsMax` people. What passes is the
 * stored shape (GraphQL's nulls left out).
 */

const allowedLinkProtocols = new Set(['http:', 'https:', 'mailto:']);
const isAllowedHref = (href: string) =>
  URL.canParse(href) && allowedLinkProtocols.has(new URL(href).protocol);

const href = z
  .string()
  .max(draftLimits.hrefMaxLength, draftMessages.hrefInvalid)
  .refine(isAllowedHref, draftMessages.hrefInvalid);

/** GraphQL's null for an optional field: left out of the stored item. */
const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);

const markup = z.object({
  type: z.enum(markupTypes),
  start: z.number().int().min(0, draftMessages.markupOutsideText),
  end: z.number().int().min(0, draftMessages.markupOutsideText),
  href: optional(href),
  userId: optional(userIdSchema),
});

const percent = z.number().min(0).max(100);
const pixels = z.number().int().min(1).max(100_000);
const image = z.object({
  id: z.string().regex(imageIdPattern, draftMessages.imageIdInvalid),
  alt: optional(z.string().max(draftLimits.altMaxLength)),
  focusPercentX: optional(percent),
  focusPercentY: optional(percent),
  originalWidth: optional(pixels),
  originalHeight: optional(pixels),
});

const paragraph = z
  .object({
    name: z
      .string()
      .regex(new RegExp(`^[A-Za-z0-9_-]{1,${draftLimits.nameMaxLength}}$`), draftMessages.nameInvalid),
    type: z.enum(paragraphTypes),
    text: z.string().max(draftLimits.paragraphTextMaxLength, draftMessages.paragraphTooLong),
    layout: optional(z.enum(paragraphLayouts)),
    markups: z.array(markup).max(draftLimits.markupsPerParagraphMax, draftMessages.tooManyMarkups),
    metadata: optional(image),
    codeBlockMetadata: optional(z.object({ lang: optional(z.string().max(draftLimits.langMaxLength)) })),
    mixtapeMetadata: optional(z.object({ href })),
  })
  .superRefine((given, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    for (const range of given.markups) {
      if (range.start > range.end || range.end > given.text.length) problem(draftMessages.markupOutsideText);
      if (range.type === 'A' && !range.href && !range.userId) problem(draftMessages.linkWithoutHref);
      if (range.userId && range.type !== 'A') problem(draftMessages.mentionNotALink);
    }
    if (given.type === 'IMG' && !given.metadata) problem(draftMessages.imageWithoutMetadata);
    if (given.type === 'MIXTAPE_EMBED' && !given.mixtapeMetadata) problem(draftMessages.embedWithoutHref);
  });

export const paragraphsInput = z
  .array(paragraph)
  .max(draftLimits.paragraphsMax, draftMessages.tooManyParagraphs)
  .refine(
    (paragraphs) => new Set(paragraphs.map((given) => given.name)).size === paragraphs.length,
    draftMessages.namesNotUnique,
  )
  .refine(
    (paragraphs) => mentionedUserIds(paragraphs).length <= draftLimits.mentionsMax,
    draftMessages.tooManyMentions,
  );
