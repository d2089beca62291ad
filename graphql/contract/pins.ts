/** How many stories a writer may pin: the top of a profile, not a second list (Medium's profiles pin few). */
export const maxPinnedStories = 3;
