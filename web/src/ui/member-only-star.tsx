import { texts } from '../lib/texts.ts';

/** The star that marks member-only stories. */
export function MemberOnlyStar() {
  return (
    <span className="member-only" title={texts.memberOnly}>
      <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true" focusable="false">
        <path
          d="M7.44 2.32a.07.07 0 0 1 .12 0l1.52 3.17 3.46.46c.06 0 .08.07.04.11L10.05 8.5l.63 3.44c.01.06-.05.1-.1.07L7.5 10.34l-3.08 1.67c-.05.03-.11-.01-.1-.07l.63-3.44-2.53-2.44c-.04-.04-.02-.1.04-.11l3.46-.46z"
          fill="#ffc017"
        />
      </svg>
      <span className="visually-hidden">{texts.memberOnly}</span>
    </span>
  );
}
