import type { CatalogPage_EngagementFragment } from '#graphql/generated/operations.ts';
import { ClapButton } from '#web/connected/claps/clap-button.tsx';
import { ResponsesLink } from '#web/connected/responses/responses-link.tsx';
import { ShareMenu } from '#web/connected/share-menu.tsx';
import { buildRoute } from '#web/routes/build-route.ts';
import { listsTexts as texts } from '../texts.ts';

/**
 * A list's bar (issue #13, decision 119), as a story's: its claps (their list opens from the count),
 * how many responded (to the responses section), and its share menu with its public address.
 */
export function CatalogBar({
  catalog,
}: {
  catalog: CatalogPage_EngagementFragment & { name: string; slugId: string; creator: { username: string } };
}) {
  const path = buildRoute('ShowUserList', {
    username: catalog.creator.username,
    catalogSlugId: catalog.slugId,
  });
  return (
    <div className="story-bar" role="group" aria-label={texts.listActions}>
      <div className="story-bar__side">
        <ClapButton kind="catalog" post={catalog} />
        <ResponsesLink count={catalog.responsesCount} />
      </div>
      <div className="story-bar__side">
        <ShareMenu title={catalog.name} path={path} />
      </div>
    </div>
  );
}
