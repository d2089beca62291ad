/** The import page's texts (spec 3 §2 names the page, not its words): ours, in Medium's manner. */
export const importTexts = {
  title: 'Import subscribers',
  about:
    'Upload a CSV file with one email address per row (a header row and other columns are fine; at most 1 MB and 10,000 rows). You will see what we found before anything is imported.',
  signInPrompt: 'Sign in to import subscribers to your newsletter.',
  notEligible:
    'Importing subscribers is open to writers with a published story, a verified email address and an account at least 14 days old. Publish your first story, then come back.',
  loading: 'Loading…',
  file: 'CSV file',
  check: 'Check file',
  checking: 'Checking…',
  valid: (count: number) => `${count.toLocaleString('en-US')} new subscribers to import`,
  already: (count: number) => `${count.toLocaleString('en-US')} already subscribed`,
  bad: (count: number) => `${count.toLocaleString('en-US')} invalid addresses`,
  duplicates: (count: number) => `${count.toLocaleString('en-US')} duplicates in the file`,
  row: (row: number, value: string) => `Row ${row}: ${value || '(empty)'}`,
  consentLegend: 'Did these people agree to receive your newsletter?',
  consent: 'These people agreed to receive my newsletter. Subscribe them now.',
  askToConfirm:
    'I’m not sure. Email each address once and subscribe only those who confirm (the link works for 30 days).',
  importLabel: 'Import',
  importing: (done: number, total: number) =>
    `Importing… ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  done: (count: number) =>
    `Import complete. Your newsletter has ${count.toLocaleString('en-US')} subscribers.`,
  askedToConfirm: (count: number) =>
    `${count.toLocaleString('en-US')} asked by email to confirm: they become subscribers when they do.`,
  tryAgain: 'Please try again.',
};
