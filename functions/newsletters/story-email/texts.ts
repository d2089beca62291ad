/** What a newsletter e-mail says around the story (no spec wording exists: these are Folio's). */
export const storyEmailTexts = {
  byline: (writer: string, minutes: number) => `${writer} · ${minutes} min read`,
  inPublication: (publication: string) => `in ${publication}`,
  readOnline: 'Read on Folio',
  memberOnly: 'The rest of this story is for Folio members.',
  readTheRest: 'Read the rest on Folio',
  becomeMember: 'Upgrade to read the full story',
  subscribedTo: (newsletter: string) => `You receive this because you subscribed to ${newsletter} on Folio.`,
  unsubscribe: 'Unsubscribe',
} as const;
