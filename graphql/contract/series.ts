/**
 * What a series may hold (issue #12), shared by the writer's tools in the browser, which can say so
 * before asking, and the server, which refuses anything beyond (functions/posts/series).
 */
export const seriesLimits = {
  /**
   * Stories in one series: the order lives in one item (one read, one conditional write) and the series
   * page reads every story's summary in one BatchGetItem, whose limit is 100 keys.
   */
  storiesMax: 100,
  titleMaxLength: 100,
  descriptionMaxLength: 280,
} as const;

export const seriesMessages = {
  titleEmpty: 'A series needs a title.',
  titleTooLong: `A series title has at most ${seriesLimits.titleMaxLength} characters.`,
  descriptionTooLong: `A series description has at most ${seriesLimits.descriptionMaxLength} characters.`,
  full: `A series holds at most ${seriesLimits.storiesMax} stories.`,
  positionOutside: 'That position is outside the series.',
  notPublished: 'Only a published story can join a series.',
  seriesInSeries: 'A series cannot join a series.',
  inAnotherSeries: 'That story is already in another series: remove it there first.',
  alreadyInSeries: 'That story is already in this series.',
  notInSeries: 'That story is not in this series.',
  changed: 'The series changed meanwhile: read it again.',
  notPublishable: 'A series is not published from the editor: change its stories on its page.',
} as const;
