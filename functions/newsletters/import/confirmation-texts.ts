/** What an imported address is told when asked to confirm (decision 173; no spec wording: Folio's own). */
export const confirmationTexts = {
  subject: (newsletter: string) => `Confirm your subscription to ${newsletter}`,
  preview: (newsletter: string, from: string) => `${from} would like to send you ${newsletter} on Folio.`,
  heading: (newsletter: string) => `Do you want to receive ${newsletter}?`,
  asked: (newsletter: string, from: string) =>
    `${from} added your email address to ${newsletter}, their newsletter on Folio. Before you receive anything, we ask you to confirm that you want it.`,
  meaning:
    'Confirming subscribes you: new stories arrive by email, and every email has a link to unsubscribe in one click.',
  confirm: 'Confirm subscription',
  ignore:
    'Not for you? Just ignore this email: you will not be subscribed and we will not ask again. The link works for 30 days.',
  /** The page the link opens (a GET changes nothing; its button POSTs). */
  pageTitle: 'Confirm your subscription',
  pageAsk: (newsletter: string) =>
    `Subscribe to ${newsletter}? Stories will arrive by email; you can unsubscribe at any time.`,
  confirmedTitle: 'You are subscribed',
  confirmed: (newsletter: string) => `You are now subscribed to ${newsletter}.`,
  alreadyTitle: 'Already subscribed',
  already: (newsletter: string) => `You are already subscribed to ${newsletter}.`,
  expiredTitle: 'This link has expired',
  expired:
    'Confirmation links work for 30 days. If you still want this newsletter, subscribe from the writer’s page on Folio.',
  badTitle: 'This link is not valid',
  bad: 'This confirmation link is not valid. Check that you opened the whole link from the email.',
  failedTitle: 'Something went wrong',
  home: 'Go to Folio',
} as const;
