import type { SeriesBar_PostFragment } from '#graphql/generated/operations.ts';
import { Link } from '#web/lib/router/link.tsx';
import { seriesBarTexts as texts } from './series-bar-texts.ts';

type Sequence = NonNullable<SeriesBar_PostFragment['sequence']>;

/** A neighbour in the series, at its address inside the series (/s/{sequenceSlug}/{postId}). */
function Neighbour({
  sequence,
  story,
  rel,
}: {
  sequence: Sequence;
  story: Sequence['next'];
  rel: 'prev' | 'next';
}) {
  if (!story) return <span className={`series-bar__${rel}`} />;
  return (
    <Link
      to="ShowSequencePost"
      params={{ sequenceSlug: sequence.slug, postId: story.uniqueSlug }}
      className={`series-bar__${rel}`}
      rel={rel}
    >
      <span className="series-bar__direction">{rel === 'prev' ? texts.previous : texts.next}</span>
      <span className="series-bar__story">{story.title}</span>
    </Link>
  );
}

/** "Part 3 of 7 in {series}", with the previous and next stories of the series. */
export function SeriesBar({ sequence }: { sequence: Sequence }) {
  return (
    <nav className="series-bar" aria-label={texts.label}>
      <p className="series-bar__part">
        {texts.part(sequence.position, sequence.count)}
        <Link to="ShowSeries" params={{ postId: sequence.slug }} className="series-bar__series">
          {sequence.title}
        </Link>
      </p>
      <div className="series-bar__neighbours">
        <Neighbour sequence={sequence} story={sequence.previous} rel="prev" />
        <Neighbour sequence={sequence} story={sequence.next} rel="next" />
      </div>
    </nav>
  );
}
