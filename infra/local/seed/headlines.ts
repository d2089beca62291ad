import type { TopicCorpus } from './corpus/index.ts';
import type { Random } from './random.ts';

/**
 * Shared headline shapes, filled with a topic's subjects once its hand-written titles are used up.
 * Each one reads naturally with any noun phrase, problem or practice, singular or plural.
 */
const templates: readonly { title: string; subtitle: string }[] = [
  { title: 'What Nobody Tells You About {S}', subtitle: 'The parts of {s} I had to learn the hard way' },
  { title: '{S}, Reconsidered', subtitle: 'I changed my mind about {s}. Here is what changed it.' },
  { title: 'A Field Guide to {S}', subtitle: 'Everything I wish someone had told me about {s} at the start' },
  { title: 'Notes on {S}', subtitle: 'A few things I have learned about {s}, in no particular order' },
  {
    title: 'Everything I Got Wrong About {S}',
    subtitle: 'A short, slightly embarrassing list, with corrections',
  },
  {
    title: 'How I Think About {S} Now',
    subtitle: 'Years in, my view of {s} looks nothing like it did at the start',
  },
  {
    title: 'Rethinking {S} From First Principles',
    subtitle: 'What is left of {s} when you drop the conventional wisdom',
  },
  { title: 'The Trouble With {S}', subtitle: 'What tends to go wrong with {s}, and what to try instead' },
  { title: 'Five Things I Know About {S}', subtitle: 'Hard-won, short and slightly opinionated' },
  { title: 'Questions I Keep Asking About {S}', subtitle: 'And the answers about {s} I have found so far' },
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const smallWords = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'on', 'for', 'versus', 'or']);

/** Title case that leaves capitals already in the phrase (CRISPR, A/B, Kyoto) alone. */
export function titleCase(phrase: string): string {
  return phrase
    .split(' ')
    .map((word, i) => (i > 0 && smallWords.has(word) ? word : word.split('-').map(capitalise).join('-')))
    .join(' ');
}

/** A headline not used yet anywhere in the world: hand-written first, then templates over subjects. */
export function headline(
  random: Random,
  corpus: TopicCorpus,
  used: Set<string>,
): { title: string; subtitle: string } {
  const handWritten = random.shuffle(corpus.titles).find((candidate) => !used.has(candidate.title));
  const chosen =
    handWritten && random.chance(0.85)
      ? handWritten
      : random
          .shuffle(templates.flatMap((template) => corpus.subjects.map((subject) => ({ template, subject }))))
          .map(({ template, subject }) => ({
            title: capitalise(template.title.replace('{S}', titleCase(subject))),
            subtitle: template.subtitle.replace('{s}', subject),
          }))
          .find((candidate) => !used.has(candidate.title));
  const result = chosen ?? handWritten;
  if (!result) throw new Error(`topic ${corpus.key} ran out of headlines`);
  used.add(result.title);
  return result;
}
