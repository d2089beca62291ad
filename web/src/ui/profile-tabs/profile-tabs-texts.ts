/** The profile's tab names (ours: spec 1 §2.3 names the sub-pages, not their wording). */
export const profileTabsTexts = {
  label: 'Profile',
  tabs: {
    ShowUser: 'Home',
    ShowUserLists: 'Lists',
    ShowUserHighlights: 'Highlights',
    ShowUserResponses: 'Responses',
    ShowUserHasRecommended: 'Claps',
    ShowUserAbout: 'About',
  },
} as const;
