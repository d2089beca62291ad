/**
 * The raw material of demo stories, one file per topic. Strings use the inline syntax of
 * ../inline-markup.ts. A section's paragraphs are written to follow its heading, in order, so any
 * prefix of them reads as a whole.
 */
export interface TopicCorpus {
  key: string;
  /** Tag slugs a story on this topic is most likely to carry, first is the most common. */
  tags: readonly string[];
  /** Hand-written headlines. */
  titles: readonly { title: string; subtitle: string }[];
  /** Lower-case noun phrases that fill the shared headline templates (proper nouns keep capitals). */
  subjects: readonly string[];
  intros: readonly string[];
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  lists: readonly { lead: string; ordered: boolean; items: readonly string[] }[];
  quotes: readonly string[];
  code?: readonly string[];
  closings: readonly string[];
  captions: readonly string[];
}
