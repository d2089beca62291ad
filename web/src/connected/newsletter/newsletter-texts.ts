/**
 * Subscribing to a writer's newsletter (issue #15). Spec 2 §4 names the toasts' styles
 * (SUBSCRIBE_SUCCESS, NEWSLETTER_SUBSCRIBE, NEWSLETTER_UNSUBSCRIBE, SUBSCRIBED_ALREADY, SUBSCRIBE_SELF,
 * SUBSCRIBE_FAIL)
 * without their words: these are ours.
 */
export const newsletterTexts = {
  subscribe: (name: string) => `Subscribe to get an email whenever ${name} publishes`,
  unsubscribe: (name: string) => `Unsubscribe from ${name}'s newsletter`,
  subscribed: (name: string) => `You're subscribed. You'll get an email whenever ${name} publishes.`,
  /** NEWSLETTER_SUBSCRIBE: back from the e-mail that confirmed the subscription (decision 172). */
  confirmed: (name: string) =>
    `Your subscription is confirmed. You'll get an email whenever ${name} publishes.`,
  unsubscribed: (name: string) => `You've unsubscribed from ${name}'s newsletter.`,
  alreadySubscribed: (name: string) => `You're already subscribed to ${name}'s newsletter.`,
  subscribeSelf: 'You cannot subscribe to your own newsletter.',
  failed: "Sorry, that didn't work. Please try again.",
  /** /@{username}/subscribe: the question it asks, and its answer once subscribed. */
  prompt: (name: string) => `Get an email whenever ${name} publishes.`,
  promptButton: 'Subscribe',
  promptButtonSubscribed: 'Subscribed',
  promptDone: (name: string) => `You're subscribed to ${name}'s newsletter.`,
  /** SUBSCRIPTION_PROMOTION: the membership upsell after a free reader's first subscription (decision 160). */
  upsell: 'Read every story in full, not only what lands in your inbox: become a member.',
  upsellLink: 'See plans',
};
