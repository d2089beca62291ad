/** The clap mark: two raised hands, outlined, filled once the reader has clapped. */
export function ClapIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" className="clap-icon">
      <path
        d="M11.4 2.6 10.3 5.4M14.6 2.6l.3 3M17.6 4.2l-1.6 2.3M7.9 10.6l3.8-3.8a1.3 1.3 0 0 1 1.9 1.9l-1.7 1.7 3.6-3.6a1.3 1.3 0 0 1 1.9 1.9l-3.6 3.6 2.8-2.8a1.3 1.3 0 0 1 1.9 1.9l-4.6 4.6a5.6 5.6 0 0 1-7.9 0l-.4-.4a5.6 5.6 0 0 1 0-7.9l1.5-1.5a1.2 1.2 0 0 1 1.8 1.7z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
