import { Link } from '#web/lib/router/link.tsx';
import { siteLinks } from '#web/lib/site-links.ts';
import { texts } from '#web/lib/texts.ts';

/**
 * Spec 1 §2.7: the 500 screen, with the site status page and top stories; a failure on the server
 * also names the request id it is logged under, for a reader who reports it.
 */
export function ServerErrorScreen({ status, requestId }: { status: number; requestId?: string }) {
  return (
    <div className="server-error">
      <p className="server-error__code">{status}</p>
      <h1 className="server-error__heading">{texts.serverError.heading}</h1>
      {requestId && <p className="server-error__request">{`${texts.serverError.requestId} ${requestId}`}</p>}
      <ul className="server-error__links">
        <li>
          <a href={siteLinks.status}>{texts.serverError.statusLink}</a>
        </li>
        <li>
          <Link to="ShowHome" params={{}}>
            {texts.serverError.topStoriesLink}
          </Link>
        </li>
      </ul>
    </div>
  );
}
