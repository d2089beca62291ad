/** The magnifier of the search box and of the small-screen search link (decorative). */
export function SearchIcon() {
  return (
    <svg className="search-box__glyph" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M15 15l5 5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
