/**
 * What a level of a thread answers: a story or a response (`post`), or a list (`catalog`, decision
 * 119: only its first level; replies to its responses are a response's).
 */
export interface ThreadParent {
  kind: 'post' | 'catalog';
  id: string;
}

/** A response's replies: the level under it. */
export const repliesTo = (response: { id: string }): ThreadParent => ({ kind: 'post', id: response.id });
