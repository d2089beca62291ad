/**
 * When a revision was kept, in the writer's own time zone and language ('Nov 26, 2026, 9:40 AM'): the
 * panel is drawn in the browser only, never on a server, so no render has to agree with another.
 */
export const savedAtLabel = (awsTimestamp: number): string =>
  new Date(awsTimestamp * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
