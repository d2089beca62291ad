/** How many other stories the story page shows under "More from {writer}" and "More from {publication}". */
export const moreFromCount = 4;
