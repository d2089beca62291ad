import { lazy, Suspense, type MouseEvent } from 'react';
import { Link } from '#web/lib/router/link.tsx';
import { texts } from '#web/lib/texts.ts';
import type { useSearchBox } from './use-search-box.ts';

interface SearchPopoverProps {
  id: string;
  optionId: (index: number) => string;
  box: ReturnType<typeof useSearchBox>;
}

/** The live results load with the box's first use, not with the page (decision 238). */
const LiveResults = lazy(() => import('./live-results.tsx'));

/** Keeps the focus in the input while an item is clicked, so the box does not close first. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The predictive popover (316 px, spec 1 §9): recent searches, then one explore-topics row (the arrow
 * keys' cycle, spec 1 §2.6), then the live results of what is typed.
 */
export function SearchPopover({ id, optionId, box }: SearchPopoverProps) {
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': box.active === index,
    className: `search-popover__option${box.active === index ? ' search-popover__option--active' : ''}`,
    onMouseDown: keepFocus,
    onMouseEnter: () => box.setActive(index),
  });
  const query = box.query.trim();
  return (
    <div
      className="search-popover"
      hidden={!box.open}
      onMouseEnter={box.onPointerBack}
      onMouseLeave={box.onPointerLeave}
    >
      <ul
        id={id}
        role="listbox"
        aria-label={texts.search.suggestions}
        className="search-popover__list"
        hidden={!box.open}
      >
        {box.recent.map((query, index) => (
          <li key={query} {...optionProps(index)} onClick={() => box.choose(index)}>
            {query}
          </li>
        ))}
        <li {...optionProps(box.exploreIndex)}>
          {/* A real link, so the row also works as one (new tab, no script); a plain click navigates here. */}
          <Link to="ShowExploreTopics" params={{}} tabIndex={-1} onClick={box.close}>
            {texts.search.exploreTopics}
          </Link>
        </li>
      </ul>
      {box.open && query && (
        <Suspense fallback={null}>
          <LiveResults query={query} onChoose={box.close} />
        </Suspense>
      )}
    </div>
  );
}
