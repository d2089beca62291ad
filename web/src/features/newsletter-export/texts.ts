/** The export download page's texts (spec 3 §2 leaves exports to the server): ours, in Medium's manner. */
export const exportTexts = {
  title: 'Download subscribers',
  signInPrompt: 'Sign in as the account that asked for this export to download it.',
  loading: 'Loading…',
  writing: 'Your export is still being written. The download starts as soon as it is ready.',
  started: (count: number) =>
    `Your download of ${count.toLocaleString('en-US')} ${count === 1 ? 'address' : 'addresses'} has started.`,
  again: 'Download again',
  expired: 'This export has expired. Export your subscribers again to get a new one.',
  newExport: 'Export subscribers',
  tryAgain: 'Something went wrong. Please try again.',
};
