import type { ReactNode } from 'react';
import { texts } from '#web/lib/texts.ts';

interface BannerProps {
  kind: string;
  tone: 'neutral' | 'error';
  message: string;
  /** The banner's link (a router Link or a plain anchor), given its class by the caller. */
  link: ReactNode;
  /** Absent: the banner cannot be closed. */
  onDismiss?: () => void;
}

/** One banner above the page (spec 2 §4): a message, its link, and a close button when allowed. */
export function Banner({ kind, tone, message, link, onDismiss }: BannerProps) {
  return (
    <aside className={`banner banner--${tone}`} data-banner={kind} aria-label={texts.banners.label}>
      <p className="banner__message">
        {message} {link}
      </p>
      {onDismiss && (
        <button
          type="button"
          className="banner__dismiss"
          aria-label={texts.banners.dismiss}
          onClick={onDismiss}
        >
          ×
        </button>
      )}
    </aside>
  );
}
