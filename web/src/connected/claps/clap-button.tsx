import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { openClappersParameter, type ClapTargetKind } from '#contract/claps.ts';
import { useSignIn } from '#web/connected/sign-in/use-sign-in.ts';
import { abbreviateCount } from '#web/lib/format/count.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { ClapIcon } from './clap-icon.tsx';
import { clapTexts } from './clap-texts.ts';
import { useClaps, type ClapTarget } from './use-claps.ts';

/** The clappers dialog loads on first use only: few readers open it. */
const ClappersDialog = lazy(() => import('./clappers-dialog.tsx'));

/**
 * A story's (or a response's, or a list's: `kind`) claps: the clap button and the abbreviated total, which opens the list of
 * clappers. A visitor's click goes to sign up with the `clap` entry point and comes back here (spec 2
 * §1, §2: onboarding skipped for clap).
 */
export function ClapButton({
  kind = 'post',
  post,
  opensFromAddress = false,
}: {
  kind?: ClapTargetKind;
  post: ClapTarget;
  /** This button's clappers open when the address asks (/p/{postId}/upvotes): the story's first bar only. */
  opensFromAddress?: boolean;
}) {
  const session = useViewerSession();
  const { signInLinkProps } = useSignIn();
  const viewerId = session.kind === 'signed-in' ? session.viewer.id : null;
  const claps = useClaps(kind, post, viewerId);
  const [clappersOpen, setClappersOpen] = useState(false);
  const countId = useId();
  useEffect(() => {
    if (opensFromAddress && new URLSearchParams(window.location.search).has(openClappersParameter))
      setClappersOpen(true);
  }, [opensFromAddress]);

  const filled = claps.viewerClapCount > 0 || claps.viewerHasClappedSinceFetch;
  const count = abbreviateCount(claps.clapCount);
  return (
    <div className="claps">
      {session.kind === 'signed-out' ? (
        <a
          className="clap-button"
          aria-label={clapTexts.clap}
          {...signInLinkProps({ operation: 'register', entry: 'clap' })}
        >
          <ClapIcon filled={false} />
        </a>
      ) : (
        <button
          type="button"
          className={`clap-button${filled ? ' clap-button--clapped' : ''}`}
          aria-label={clapTexts.clap}
          aria-describedby={countId}
          disabled={session.kind === 'loading'}
          onClick={claps.clap}
        >
          <ClapIcon filled={filled} />
        </button>
      )}
      <button
        type="button"
        className="claps__count"
        id={countId}
        aria-label={clapTexts.clapsLabel(count)}
        onClick={() => setClappersOpen(true)}
      >
        {count}
      </button>
      {claps.viewerClapCount > 0 && (
        <span className="claps__viewer">{clapTexts.viewerClaps(claps.viewerClapCount)}</span>
      )}
      {claps.notice && (
        <p className="claps__notice" role="status">
          {claps.notice}
        </p>
      )}
      {clappersOpen && (
        <Suspense fallback={null}>
          <ClappersDialog kind={kind} targetId={post.id} onClose={() => setClappersOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
