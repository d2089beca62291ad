/**
 * The muted page's texts. Spec 1 §2.1 names the page (customize-muted) without its wording: all ours,
 * the toasts after Unmute are spec 2 §8's (lib/social).
 */
export const mutedTexts = {
  title: 'Muted',
  tabs: 'Muted writers and publications',
  tabLabels: { users: 'Writers', publications: 'Publications' },
  unmute: 'Unmute',
  noUsers: "You haven't muted anyone.",
  noPublications: "You haven't muted any publications.",
  signInPrompt: 'Sign in to see the writers and publications you muted.',
};
