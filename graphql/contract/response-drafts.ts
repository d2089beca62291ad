/**
 * Responses written in the full editor (issue #13, decision 121): what the server answers about a
 * response draft and what the editor says before it has one. Apart from responses.ts, which the story
 * page carries, so a reader who never opens the editor loads none of it.
 */
export const responseDraftMessages = {
  oneTarget: 'Respond to a story or to a quote of one, not both.',
  noQuote: (id: string) =>
    `No passage ${id} to respond to. Select the passage in the story and choose Respond again.`,
  publishAsResponse: 'This draft is a response: it is published under the story it responds to.',
  notAResponseDraft: 'This story is not a response: publish it with the publish dialog.',
  alreadyPublished: 'This response is already published: edit it under the story it responds to.',
  writeFirst: 'Write something first: a response is published once it is saved.',
} as const;
