import { Link } from '../lib/router/link.tsx';
import { siteLinks } from '../lib/site-links.ts';
import { texts } from '../lib/texts.ts';

/** Spec 1 §2.7: the 500 screen, with the site status page and top stories. */
export function ServerErrorScreen({ status }: { status: number }) {
  return (
    <div className="server-error">
      <p className="server-error__code">{status}</p>
      <h1 className="server-error__heading">{texts.serverError.heading}</h1>
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
