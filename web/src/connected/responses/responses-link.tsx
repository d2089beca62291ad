import { abbreviateCount } from '#web/lib/format/count.ts';
import { responsesTexts } from './texts.ts';

const responseIcon = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M18 16.8a7.1 7.1 0 0 0 2.2-5.2C20.2 7.4 16.6 4 12.1 4S4 7.4 4 11.6s3.6 7.6 8.1 7.6c1 0 2-.2 2.9-.5l3.8 1.3-.8-3.2Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
);

/** How many responded to a story or a list, in its bar: a link to its responses section. */
export function ResponsesLink({ count }: { count: number }) {
  return (
    <a className="story-bar__responses" href="#responses" aria-label={responsesTexts.count(count)}>
      {responseIcon}
      {count > 0 && <span aria-hidden="true">{abbreviateCount(count)}</span>}
    </a>
  );
}
