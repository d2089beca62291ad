import { MAX_NEWSLETTER_DESCRIPTION, MAX_NEWSLETTER_NAME } from '#contract/newsletter-fields.ts';

/** A publication's newsletter pages (issue #15, decision 162). The spec names the pages, not their words. */
export const publicationNewsletterTexts = {
  landingTitle: (name: string) => `${name} – newsletter`,
  about: (publication: string) => `Get the newest stories from ${publication} in your inbox.`,
  subscribers: (count: number) =>
    count === 1 ? '1 subscriber' : `${count.toLocaleString('en-US')} subscribers`,
  subscribed: "You're subscribed.",
  editSettings: 'Newsletter settings',
  newTitle: 'New newsletter',
  settingsTitle: 'Newsletter settings',
  newAbout: (publication: string) =>
    `Readers who subscribe get each story ${publication} publishes by email.`,
  name: 'Name',
  nameLimit: MAX_NEWSLETTER_NAME,
  description: 'Description',
  descriptionLimit: MAX_NEWSLETTER_DESCRIPTION,
  showPromo: 'Show a Subscribe button on the publication’s home page',
  tracksOpensAndClicks: 'Count opens and clicks of its e-mails (an invisible image and redirected links)',
  create: 'Create newsletter',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  nameEmpty: 'A newsletter needs a name.',
  tooLong: (field: string, limit: number) => `${field} can be at most ${limit} characters.`,
  failed: 'Something went wrong. Please try again.',
  viewNewsletter: 'View the newsletter page',
  viewStats: 'Newsletter stats',
  writeEmail: 'Write an email',
};
