/**
 * What a saved draft may hold (spec: "title length, paragraph count and size"), shared by the editor,
 * which can warn before saving, and the server, which refuses anything beyond (functions/posts/drafts).
 * The whole draft must also fit one DynamoDB item (400 KB): `tooLongToSave` says so.
 */
export const draftLimits = {
  titleMaxLength: 250,
  subtitleMaxLength: 500,
  paragraphsMax: 2000,
  paragraphTextMaxLength: 50_000,
  markupsPerParagraphMax: 500,
  nameMaxLength: 64,
  hrefMaxLength: 2048,
  altMaxLength: 1000,
  langMaxLength: 50,
  /** People a story (or response) may mention: each is told once it is published. */
  mentionsMax: 20,
} as const;

export const draftMessages = {
  titleTooLong: `A title has at most ${draftLimits.titleMaxLength} characters.`,
  subtitleTooLong: `A subtitle has at most ${draftLimits.subtitleMaxLength} characters.`,
  tooManyParagraphs: `A story has at most ${draftLimits.paragraphsMax} paragraphs.`,
  paragraphTooLong: `A paragraph has at most ${draftLimits.paragraphTextMaxLength} characters.`,
  tooManyMarkups: `A paragraph has at most ${draftLimits.markupsPerParagraphMax} bold, italic, code or link ranges.`,
  nameInvalid: `A paragraph name is 1 to ${draftLimits.nameMaxLength} letters, digits, dashes or underscores.`,
  namesNotUnique: 'Two paragraphs have the same name.',
  markupOutsideText: 'A bold, italic, code or link range lies outside its paragraph’s text.',
  linkWithoutHref: 'A link needs an address.',
  hrefInvalid: 'A link goes to an http, https or mailto address.',
  imageIdInvalid: 'An image id is lower-case letters, digits and dashes (at most 64).',
  imageWithoutMetadata: 'An image paragraph needs its image.',
  embedWithoutHref: 'An embed needs the address it points to.',
  mentionNotALink: 'A mention is a link (type A) to the person it names.',
  tooManyMentions: `A story mentions at most ${draftLimits.mentionsMax} people.`,
  tooLongToSave:
    'This story is too long to save: split it into several stories, or remove some images or paragraphs.',
} as const;
