import type { TopicCorpus } from './corpus/index.ts';
import { parseInline, type Markup } from './inline-markup.ts';
import { idMinter, type Random } from './random.ts';

export type ParagraphType = 'P' | 'H3' | 'H4' | 'IMG' | 'BQ' | 'PQ' | 'PRE' | 'ULI' | 'OLI';

export interface ImageMetadata {
  id: string;
  alt: string;
  originalWidth: number;
  originalHeight: number;
}

export interface SeedParagraph {
  name: string;
  type: ParagraphType;
  text: string;
  markups: Markup[];
  layout?: 'INSET_CENTER' | 'OUTSET_CENTER' | 'FULL_WIDTH';
  metadata?: ImageMetadata;
}

export interface ComposeOptions {
  /** How many paragraphs to aim for; the result lands within a couple of it, never under 6 or over 25. */
  length: number;
  images: number;
  /** Draws and stores a new image, returning what the IMG paragraph records. */
  newImage: () => ImageMetadata;
}

export const MIN_PARAGRAPHS = 6;
export const MAX_PARAGRAPHS = 25;

/**
 * A story body: an opening, a few sections (heading plus a prefix of its paragraphs, which the corpus
 * writes to read whole), optional list, quote and code, images between sections, and a closing line.
 */
export function composeStory(random: Random, corpus: TopicCorpus, options: ComposeOptions): SeedParagraph[] {
  const nextName = idMinter(random, 4);
  const text = (type: ParagraphType, source: string): SeedParagraph =>
    type === 'PRE'
      ? { name: nextName(), type, text: source, markups: [] }
      : { name: nextName(), type, ...parseInline(source) };
  let imagesMade = 0;
  const image = (): SeedParagraph => {
    const first = imagesMade === 0;
    imagesMade += 1;
    const metadata = options.newImage();
    const caption = random.chance(0.6) ? random.pick(corpus.captions) : '';
    const layout =
      first && random.chance(0.4) ? random.pick(['OUTSET_CENTER', 'FULL_WIDTH'] as const) : 'INSET_CENTER';
    return { name: nextName(), type: 'IMG', ...parseInline(caption), layout, metadata };
  };

  const extras: SeedParagraph[][] = [];
  const list = random.chance(0.55) ? random.pick(corpus.lists) : undefined;
  if (list)
    extras.push([
      text('P', list.lead),
      ...list.items.map((item) => text(list.ordered ? 'OLI' : 'ULI', item)),
    ]);
  if (random.chance(0.6)) extras.push([text(random.chance(0.5) ? 'PQ' : 'BQ', random.pick(corpus.quotes))]);
  if (corpus.code && random.chance(0.7)) extras.push([text('PRE', random.pick(corpus.code))]);

  const opening = [text('P', random.pick(corpus.intros))];
  let imagesLeft = options.images;
  if (imagesLeft > 0 && random.chance(0.7)) {
    opening.push(image());
    imagesLeft -= 1;
  }
  const closing = text('P', random.pick(corpus.closings));
  const target = Math.min(Math.max(options.length, MIN_PARAGRAPHS), MAX_PARAGRAPHS);

  const body: SeedParagraph[] = [];
  const size = () => opening.length + body.length + 1;
  for (const section of random.shuffle(corpus.sections)) {
    const room = target - size() - imagesLeft;
    if (room < 2 && size() >= MIN_PARAGRAPHS) break;
    const wanted = random.chance(0.6) ? section.paragraphs.length : random.int(1, section.paragraphs.length);
    body.push(text(random.chance(0.2) ? 'H4' : 'H3', section.heading));
    const blocks = joinToFit(random, section.paragraphs.slice(0, wanted), Math.max(1, room - 1));
    body.push(...blocks.map((paragraph) => text('P', paragraph)));
    const extra = extras[0];
    const fits = extra && size() + extra.length + imagesLeft <= Math.min(target + 2, MAX_PARAGRAPHS);
    if (fits && random.chance(0.6)) body.push(...(extras.shift() ?? []));
    if (imagesLeft > 0 && random.chance(0.5)) {
      body.push(image());
      imagesLeft -= 1;
    }
  }
  for (const extra of extras) if (size() + extra.length <= MAX_PARAGRAPHS - imagesLeft) body.push(...extra);
  while (imagesLeft > 0 && size() < MAX_PARAGRAPHS) {
    body.push(image());
    imagesLeft -= 1;
  }
  return [...opening, ...body, closing];
}

/**
 * Consecutive paragraphs of a section read on as one, so some are joined (a third of the time, and
 * whenever the story has no room left for them apart): real stories mix short and long paragraphs.
 */
function joinToFit(random: Random, paragraphs: readonly string[], limit: number): string[] {
  const out: string[] = [];
  paragraphs.forEach((paragraph, i) => {
    const mustJoin = out.length + (paragraphs.length - i) > limit;
    if (out.length > 0 && (mustJoin || random.chance(0.3))) out[out.length - 1] += ` ${paragraph}`;
    else out.push(paragraph);
  });
  return out;
}
