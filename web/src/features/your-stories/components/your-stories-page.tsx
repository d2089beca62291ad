import '#your-stories-styles';
import { Link } from '#web/lib/router/link.tsx';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { shelfOfParams } from '../shelves.ts';
import { yourStoriesTexts } from '../texts.ts';
import { ShelfView } from './shelf-view.tsx';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { useUndeletedNotice } from './use-undeleted-notice.ts';

/**
 * Your stories (spec 3 §2): /me/stories (the drafts) and /me/stories/{filterBy}, the writer's stories
 * shelf by shelf with their counts, each with its actions. Visitors are asked to sign in. The undelete
 * address (spec 2 "Other") shows the UNDELETE_POST toast.
 */
export function YourStoriesPage({ params }: PageProps) {
  // An unknown shelf never reaches here: the page describes it as not found (page.ts).
  const shelf = shelfOfParams(params) ?? 'drafts';
  const signedOut = isSignedOut(useViewerKind());
  useUndeletedNotice();
  return (
    <div className="your-stories">
      <header className="your-stories__header">
        <h1 className="your-stories__title">{yourStoriesTexts.title}</h1>
        <Link to="ShowNewPost" params={{}} className="button button--dark your-stories__write">
          {yourStoriesTexts.writeStory}
        </Link>
      </header>
      {signedOut ? <SignInPrompt prompt={yourStoriesTexts.signInPrompt} /> : <ShelfView shelf={shelf} />}
    </div>
  );
}

/** The sidebar (two-column layout, large screens): what the trash does. */
export function YourStoriesSidebar() {
  return (
    <section className="your-stories-sidebar" aria-labelledby="your-stories-trash">
      <h2 id="your-stories-trash" className="your-stories-sidebar__heading">
        {yourStoriesTexts.trashHeading}
      </h2>
      <p className="your-stories-sidebar__text">{yourStoriesTexts.trashText}</p>
    </section>
  );
}
