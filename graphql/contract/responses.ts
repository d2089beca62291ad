/**
 * Threaded responses (issue #13), shared by the story page, which pages each level with these sizes,
 * and the server, which answers with them (functions/posts/responses). Decision 111.
 */

/** Spec 3 §9: "Threaded responses: constant 10, page size 2 per level scaled by depth". */
export const responsesPageConstant = 10;
const smallestPage = 2;

/**
 * The page size of a level of a thread: 10 for the responses to the story (depth 0), 2 fewer for each
 * level deeper (8 replies, 6 replies to those…), never fewer than 2.
 */
export const responsesPageSize = (depth: number) =>
  Math.max(smallestPage, responsesPageConstant - smallestPage * Math.max(0, Math.floor(depth)));

export const responseSortTypes = ['MOST_RELEVANT', 'MOST_RECENT'] as const;
export type ResponseSortType = (typeof responseSortTypes)[number];

/** What a response may hold: fewer paragraphs than a story; the paragraph rules are the editor's. */
export const responseLimits = { paragraphsMax: 100 } as const;

export const responseMessages = {
  /** Spec 2 §5 and spec 3, verbatim. */
  closed:
    'The author has closed discussion for this story/list. We are unable to save changes to your response.',
  signIn: 'Sign in to respond.',
  empty: 'Write something before responding.',
  tooManyParagraphs: `A response has at most ${responseLimits.paragraphsMax} paragraphs.`,
  onlyItsWriter: 'Only the writer of a response can change it.',
  onlyParentWriter: 'Only the writer of the story responded to can hide or show its responses.',
  onlyListOwner: 'Only the owner of the list responded to can hide or show its responses.',
  notAResponse: (id: string) => `No response with id ${id}.`,
  noStory: (id: string) => `No story with id ${id}.`,
  notHidden: 'That response is not hidden.',
  changed: 'The discussion changed while this was being done. Please try again.',
  deleteUnderParent: 'A response is deleted under the story it responds to, not moved to the trash.',
} as const;
