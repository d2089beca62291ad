/** The subscribers list and Export, on settings and the import page alike: ours, in Medium's manner. */
export const subscribersTexts = {
  subscribersTitle: 'Your subscribers',
  exportTitle: 'Export subscribers',
  exportAbout:
    'Get a CSV of the email addresses you may see: imported subscribers, and readers who share their address with writers.',
  exportLabel: 'Export',
  exportQueued: "We're preparing your export. We'll email you a link to download it.",
  tryAgain: 'Please try again.',
};
