import { Link } from '#web/lib/router/link.tsx';
import { shelves, type Shelf } from '../shelves.ts';
import { yourStoriesTexts } from '../texts.ts';

/**
 * The shelves as tabs, each a link to its own address (a route, like the settings tabs), with how many
 * stories it holds ("Drafts 3") once the API has counted them.
 */
export function ShelfTabs({ current, counts }: { current: Shelf; counts: Record<Shelf, number> | null }) {
  return (
    <nav className="settings-tabs" aria-label={yourStoriesTexts.shelvesLabel}>
      <ul className="settings-tabs__list">
        {shelves.map((shelf) => (
          <li key={shelf} className="settings-tabs__item">
            <Link
              to="ShowYourStoriesFiltered"
              params={{ filterBy: shelf }}
              className={`settings-tabs__link${shelf === current ? ' settings-tabs__link--current' : ''}`}
              aria-current={shelf === current ? 'page' : undefined}
            >
              {yourStoriesTexts.shelfLabels[shelf]}
              {counts && <span className="your-stories__count"> {counts[shelf]}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
