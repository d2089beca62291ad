import { $createLinkNode, type LinkNode } from '@lexical/link';
import { $createTextNode, $getState, $setState, createState } from 'lexical';
import { buildRoute } from '#web/routes/build-route.ts';

/**
 * A mention is a link naming a person (decision 275): Lexical's LinkNode with the person's id kept as
 * NodeState, so it survives history, copies and JSON, and is a link to every code that knows links.
 * Read and written only here.
 */
const userIdState = createState('mentionedUserId', {
  parse: (value) => (typeof value === 'string' ? value : null),
});

/** The id of the person a link mentions, or null for a plain link. */
export const $mentionedUserId = (link: LinkNode): string | null => $getState(link, userIdState);

/** Who a mention names, and where it leads in the editor: the profile, by username when known. */
export interface MentionTarget {
  userId: string;
  /** Unknown when a saved draft is reopened: the server writes `/@username` when it publishes. */
  username?: string;
}

const profilePath = ({ userId, username }: MentionTarget) =>
  username ? buildRoute('ShowUser', { username }) : buildRoute('ShowUserById', { userId });

/** A mention's link node, empty (the caller appends its text). */
export function $createMentionLink(target: MentionTarget): LinkNode {
  const link = $createLinkNode(profilePath(target));
  $setState(link, userIdState, target.userId);
  return link;
}

/** A mention as the typeahead writes it: the person's name, linked. */
export const $createMention = (target: MentionTarget & { name: string }): LinkNode =>
  $createMentionLink(target).append($createTextNode(target.name));
