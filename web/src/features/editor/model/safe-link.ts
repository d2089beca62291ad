/**
 * The links a story may hold: web pages and mail. Anything else (javascript:, data:, relative paths a
 * paste brings from its own site) is not a link; its text stays.
 */
export const isStoryLink = (href: string): boolean =>
  /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(href.trim());
