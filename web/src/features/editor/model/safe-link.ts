/** A web page's address: what an embed may lead to. */
export const isWebLink = (href: string): boolean => /^https?:\/\/\S+$/i.test(href.trim());

/**
 * The links a story may hold: web pages and mail. Anything else (javascript:, data:, relative paths a
 * paste brings from its own site) is not a link; its text stays.
 */
export const isStoryLink = (href: string): boolean => isWebLink(href) || /^mailto:\S+$/i.test(href.trim());
