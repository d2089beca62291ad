/** What mentions need of a paragraph: its markups (a save's input and the stored body alike). */
interface WithMarkups {
  markups?: readonly { href?: string | undefined; userId?: string | undefined }[] | undefined;
}

/**
 * The people a story's text mentions (decision 266): the userId of every link markup naming one, each
 * once, in the order they first appear.
 */
export function mentionedUserIds(paragraphs: readonly WithMarkups[]): string[] {
  const ids = paragraphs.flatMap((paragraph) =>
    (paragraph.markups ?? []).flatMap((markup) => (markup.userId ? [markup.userId] : [])),
  );
  return [...new Set(ids)];
}

/** The user a mention leads to, as the users' item holds them. */
export interface MentionedUser {
  username: string;
}

/**
 * The text readers get: a mention of someone who exists leads to their profile (`/@username`, written
 * here whatever the client sent); a mention of an unknown id (forged, or an account gone since the
 * draft was saved) is left as plain text.
 */
export function linkMentions<P extends WithMarkups>(
  paragraphs: readonly P[],
  users: ReadonlyMap<string, MentionedUser>,
): P[] {
  return paragraphs.map((paragraph) => {
    if (!paragraph.markups?.some((markup) => markup.userId)) return paragraph;
    const markups = paragraph.markups.flatMap((markup) => {
      if (!markup.userId) return [markup];
      const user = users.get(markup.userId);
      return user ? [{ ...markup, href: `/@${user.username}` }] : [];
    });
    return { ...paragraph, markups };
  });
}
