import { siteLinks } from '#web/lib/site-links.ts';
import { authTexts } from '../texts.ts';

/** A step's error: the message, and for the captcha failure its 'Need help?' link (spec 2 §8). */
export type Problem = { message: string; help?: boolean } | null;

export function ProblemMessage({ id, problem }: { id: string; problem: Problem }) {
  if (!problem) return null;
  return (
    <p id={id} className="sign-in__error" role="alert">
      {problem.message}
      {problem.help && (
        <>
          {' '}
          <a href={siteLinks.help} className="sign-in__link">
            {authTexts.needHelp}
          </a>
        </>
      )}
    </p>
  );
}
