import type { RecaptchaFlavour } from '#contract/captcha.ts';
import type { EntryPoint } from '#web/connected/sign-in/entry-point.ts';
import { texts } from '#web/lib/texts.ts';
import type { SocialProvider } from './social-providers.ts';

/**
 * Every text of the sign-in and sign-up modal and pages. Spec 2 §2, §5, §7, §8 texts are verbatim
 * (marked "spec"); the rest is ours, where the spec names a part without its wording.
 */
export const authTexts = {
  // Spec 2 §2.
  welcomeBack: 'Welcome back.',
  joinTitle: `Join ${texts.siteName}.`,
  signInWithEmail: 'Sign in with email',
  signUpWithEmail: 'Sign up with email',
  signInLinkExpired: 'Your sign in link has expired',
  signUpLinkExpired: 'Your sign up link has expired',
  expiredSubtitle: 'Links are good for 15 minutes. Enter your email and we will send you a new one.',
  unrecognizedEmail: "Sorry, we didn't recognize that email.",
  seeAllSignInOptions: 'See all sign in options',
  createNewAccount: 'create a new account',
  unrecognizedEmailJoin: 'or',
  checkYourInbox: 'Check your inbox.',
  noAccount: 'No account?',
  createOne: 'Create one',
  alreadyHaveAccount: 'Already have an account?',
  signIn: texts.signIn,
  getHelp: 'Get help',
  forgotEmail: 'Forgot email or trouble signing in?',
  allSignInOptions: 'All sign in options',
  allSignUpOptions: 'All sign up options',
  providerButton: (provider: SocialProvider | 'email', operation: 'login' | 'register') =>
    `${operation === 'login' ? 'Sign in' : 'Sign up'} with ${providerNames[provider]}`,

  // The e-mail screen.
  emailLabel: 'Your email',
  fullNameLabel: 'Your full name',
  continue: 'Continue',
  sending: 'Sending…',
  gmailHint: 'Looks like a Google address. You can also',
  gmailHintLink: (operation: 'login' | 'register') =>
    `${operation === 'login' ? 'sign in' : 'sign up'} with Google`,
  enterEmailSubtitle: (operation: 'login' | 'register') =>
    operation === 'login'
      ? 'Enter the email address associated with your account, and we’ll send a magic link to your inbox.'
      : 'Enter your email address to create an account.',

  // The inbox screen.
  linkSent: (email: string, operation: 'login' | 'register') =>
    `Click the link we sent to ${email} to ${operation === 'login' ? 'sign in' : 'finish creating your account'}.`,
  codeSent: (email: string) => `Enter the 6-digit code we sent to ${email}.`,
  codeLabel: 'Login code',
  useCodeInstead: 'Enter a code instead',
  verifying: 'Checking…',
  ok: 'OK',

  // Password sign-in (ours; its lockout texts are spec 2 §8's, built by web/src/lib/auth-errors.ts).
  signInWithPassword: 'Sign in with password',
  passwordSubtitle: 'Enter the email address and the password of your account.',
  passwordLabel: 'Your password',
  passwordMissing: 'Please enter your password.',
  signingIn: 'Signing in…',
  useMagicLinkInstead: 'Sign in with a magic link instead',
  requestMagicLink: 'Request a magic link',

  // Spec 2 §5, §7, §8.
  loginCodeLength: 'Login code must be 6 digits.',
  tryAgain: 'Please try again.',
  /** Subscribing by e-mail (the subscribe prompt's sign-up options, decision 159). */
  subscribeByEmail: 'Or subscribe with just your email:',
  subscribeButton: 'Subscribe',
  subscribeSent: (email: string) =>
    `Check your inbox: click the link we sent to ${email} to confirm your subscription.`,
  captchaFailed: 'reCAPTCHA verification failed.',
  needHelp: 'Need help?',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  invalidCode: 'Invalid code.',

  // Spec 2 §2 legal notes.
  termsBefore: (operation: 'login' | 'register') =>
    `Click “${operation === 'login' ? 'Sign in' : 'Sign up'}” to agree to ${texts.siteName}’s`,
  termsOfService: 'Terms of Service',
  termsMiddle: `and acknowledge that ${texts.siteName}’s`,
  privacyPolicy: 'Privacy Policy',
  termsAfter: 'applies to you.',
  // judgement: the spec's notice names reCAPTCHA Enterprise; when classic reCAPTCHA runs it says
  // what runs, in the wording Google asks for when its badge is hidden.
  recaptchaBefore: (flavour: RecaptchaFlavour) =>
    `This site is protected by reCAPTCHA${flavour === 'enterprise' ? ' Enterprise' : ''} and the Google`,
  recaptchaPrivacy: 'Privacy Policy',
  recaptchaAnd: 'and',
  recaptchaTerms: 'Terms of Service',
  recaptchaAfter: 'apply.',

  close: 'Close',
  loading: 'Loading…',
  /** Spec 2 §3 social login suggestion: the address the provider gave already has an account. */
  socialSuggestion: (redactedEmail: string) =>
    `You already have an account with ${redactedEmail}. Sign in with that email first; then connect this sign-in method in Settings.`,

  // Spec 2 §8 "Unrecognized account", the page at /unrecognized-account.
  unrecognizedAccount: "Sorry, we didn't recognize that account",
  createNewAccountQuestion: 'Would you like to create a new account?',
  createAccountButton: 'Create an account',
} as const;

const providerNames: Record<SocialProvider | 'email', string> = {
  apple: 'Apple',
  facebook: 'Facebook',
  google: 'Google',
  twitter: 'X',
  email: 'email',
};

/**
 * Spec 2 §2: "Title and subtitle vary by entry point". The title replaces the sign-up screen's (the
 * sign-in screen is always 'Welcome back.'); the subtitle shows under either.
 */
export const entryPointCopy: Partial<Record<EntryPoint, { title: string; subtitle: string }>> = {
  bookmark: {
    title: 'Create an account to save this story.',
    subtitle: 'Keep the stories you love in your lists and come back to them anytime.',
  },
  clap: {
    title: 'Create an account to clap for this story.',
    subtitle: 'Let the writer know you appreciated it, and get more stories like it.',
  },
  follow: {
    title: 'Create an account to follow your favorite writers.',
    subtitle: 'Their new stories will come to your home feed and your inbox.',
  },
  highlight: {
    title: 'Create an account to highlight this story.',
    subtitle: 'Keep the passages that moved you and find them again later.',
  },
  respond: {
    title: 'Create an account to respond to this story.',
    subtitle: 'Join the conversation and share what you think with the writer.',
  },
  read_exclusive: {
    title: 'Create an account to read the full story.',
    subtitle: 'The author made this story available to members only.',
  },
  subscribe: {
    title: 'Create an account to subscribe.',
    subtitle: 'Get an email whenever this writer publishes.',
  },
  newsletter: {
    title: 'Create an account to receive this newsletter.',
    subtitle: 'New issues will arrive straight in your inbox.',
  },
  list: {
    title: 'Create an account to save this list.',
    subtitle: 'Lists keep the stories worth returning to in one place.',
  },
  discount_plans: {
    title: 'Create an account to claim your offer.',
    subtitle: 'Your discount applies to your first membership payment.',
  },
  referred_member: {
    title: 'Create an account to accept your invitation.',
    subtitle: 'A member invited you to read every story on the platform.',
  },
  marketing_page: {
    title: `Join ${texts.siteName}.`,
    subtitle: 'Read and write stories that deepen your understanding.',
  },
  landing_hero: {
    title: `Join ${texts.siteName}.`,
    subtitle: 'Discover stories, thinking and expertise from writers on any topic.',
  },
  free_post: {
    title: 'Create an account to keep reading.',
    subtitle: 'Follow the writers and topics you care about, and get stories picked for you.',
  },
  paywalled_post: {
    title: 'Create an account to read the full story.',
    subtitle: 'The author made this story available to members only.',
  },
  regwall: {
    title: 'Create an account to keep reading.',
    subtitle: 'Reading is free; an account lets you continue where you stopped.',
  },
  private_note: {
    title: 'Create an account to leave a private note.',
    subtitle: 'Only the writer will see it.',
  },
  report: {
    title: 'Create an account to report this story.',
    subtitle: 'Reports help keep the platform safe for everyone.',
  },
  write: {
    title: 'Create an account to start writing.',
    subtitle: 'Share your ideas with readers who care about them.',
  },
};
