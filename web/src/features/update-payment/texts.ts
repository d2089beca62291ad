/** What the card update page says (issue #14; the toast after it is spec 1 §2.2's, in lib/texts.ts). */
export const updatePaymentTexts = {
  title: 'Update payment method',
  redirecting: 'Taking you to our payment provider to update your card…',
  signInPrompt: 'Sign in to update your payment method.',
  signIn: 'Sign in',
  tryAgain: "We couldn't process your request, please try again.",
  retry: 'Try again',
  backToMembership: 'Back to your membership',
};
