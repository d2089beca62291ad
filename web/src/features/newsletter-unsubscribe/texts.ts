/** /me/unsubscribe-all-newsletters and /me/unsubscribe-all-author-newsletters (issue #15): our wording. */
export const unsubscribeAllTexts = {
  title: { all: 'Unsubscribe from all newsletters', author: "Unsubscribe from all writers' newsletters" },
  question: {
    all: 'You will stop receiving every newsletter you subscribe to, from writers and publications.',
    author: 'You will stop receiving the newsletters of every writer you subscribe to.',
  },
  confirm: 'Unsubscribe',
  working: 'Unsubscribing…',
  done: (count: number) =>
    count === 1
      ? 'Done. You are unsubscribed from 1 newsletter.'
      : `Done. You are unsubscribed from ${count} newsletters.`,
  failed: "Sorry, that didn't work. Please try again.",
  signIn: 'Sign in to manage your newsletters',
  /** The one-click link of a newsletter e-mail. */
  linkTitle: 'Unsubscribe from this newsletter',
  linkQuestion: 'You will stop receiving this newsletter. No sign-in needed.',
  linkDone: (name: string) =>
    name ? `Done. You are unsubscribed from ${name}.` : 'Done. You are unsubscribed.',
};
