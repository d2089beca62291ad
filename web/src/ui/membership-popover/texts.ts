/**
 * Texts of the Friend badge and member-only star popovers (spec 1 §1, §2.7; spec 2 §1, §6). The spec
 * gives only 'Learn more' verbatim; the rest says what each text must tell, so the wording is ours.
 */
export const popoverTexts = {
  friendSelf: (monthYear: string) =>
    `You’ve been a Friend of Folio since ${monthYear}. Thank you for supporting the writers you read.`,
  friendOther: (name: string, monthYear: string) => `${name} has been a Friend of Folio since ${monthYear}.`,
  friendInvite: 'Become a Friend to support writers even more.',
  upgrade: 'Upgrade',
  learnMore: 'Learn more',
  starTitle: 'Member-only story',
  starSignIn: 'Sign up to read member-only stories',
  starBecomeMember: 'Become a member',
  starMember: (monthYear: string) => `You’ve been a member since ${monthYear}.`,
  starAuthor: 'This story is behind the paywall and eligible to earn money.',
  friendBadge: 'Friend of Folio',
  memberBadge: 'Folio member',
} as const;
