import { useId, type FocusEvent } from 'react';
import { Link } from '#web/lib/router/link.tsx';
import { texts } from '#web/lib/texts.ts';
import { SearchIcon } from './search-icon.tsx';
import { SearchPopover } from './search-popover.tsx';
import { useSearchBox } from './use-search-box.ts';

/**
 * The header's search box (spec 1 §2.4, §2.6): on wide screens (≥ 728 px) a combobox with a predictive
 * popover; below that breakpoint only an icon linking to search. Both are rendered; the stylesheet
 * (search-box.css) shows one.
 */
export function SearchBox({ emptyStateDisplay = false }: { emptyStateDisplay?: boolean }) {
  const box = useSearchBox({ emptyStateDisplay });
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const closeOnLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) box.close();
  };
  return (
    <div className="search-box">
      <Link to="ShowSearch" params={{}} className="search-box__icon" aria-label={texts.search.label}>
        <SearchIcon />
      </Link>
      <div className="search-box__field" onBlur={closeOnLeave}>
        <SearchIcon />
        <input
          ref={box.inputRef}
          className="search-box__input"
          type="search"
          role="combobox"
          aria-label={texts.search.label}
          aria-autocomplete="list"
          aria-expanded={box.open}
          aria-controls={listboxId}
          aria-activedescendant={box.open && box.active >= 0 ? optionId(box.active) : undefined}
          placeholder={texts.search.placeholder}
          autoComplete="off"
          value={box.query}
          onFocus={box.onFocus}
          onChange={box.onChange}
          onKeyDown={box.onKeyDown}
        />
        <SearchPopover id={listboxId} optionId={optionId} box={box} />
      </div>
    </div>
  );
}
