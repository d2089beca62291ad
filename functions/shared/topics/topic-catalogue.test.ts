import { slugify } from '#contract/tags.ts';
import { maxTopicTags, maxTopics } from '#contract/topics.ts';
import { findTopic, listedTopics, topicCatalogue } from './topic-catalogue.ts';

const reader = { isStaff: false };
const staff = { isStaff: true };

test('readers see the public topics listed; staff also the staff ones; special ones are never listed', () => {
  const listed = (viewer: { isStaff: boolean }) => listedTopics(viewer).map((topic) => topic.visibility);
  expect(new Set(listed(reader))).toEqual(new Set(['PUBLIC']));
  expect(new Set(listed(staff))).toEqual(new Set(['PUBLIC', 'STAFF']));
});

test('a special topic opens at its address for anyone, a staff topic for staff alone', () => {
  expect(findTopic('self-improvement', reader)?.visibility).toBe('SPECIAL');
  expect(findTopic('editors-desk', reader)).toBeUndefined();
  expect(findTopic('editors-desk', staff)?.name).toBe("Editors' Desk");
  expect(findTopic('no-such-topic', staff)).toBeUndefined();
});

test('topic slugs are unique and every tag of a topic is written as its slug', () => {
  const slugs = topicCatalogue.map((topic) => topic.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  const tags = topicCatalogue.flatMap((topic) => topic.tagSlugs);
  expect(tags.filter((tag) => slugify(tag) !== tag)).toEqual([]);
});

test('the catalogue stays within the bounds the API cost check counts', () => {
  expect(topicCatalogue.length).toBeLessThanOrEqual(maxTopics);
  for (const topic of topicCatalogue) expect(topic.tagSlugs.length).toBeLessThanOrEqual(maxTopicTags);
});
