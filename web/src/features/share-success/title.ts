/** The page's title: here, not in texts.ts, so the page registry does not carry the page's texts. */
export const shareSuccessTitle = 'Story published';
