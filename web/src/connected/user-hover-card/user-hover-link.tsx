import { lazy, Suspense, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Spec 2 §9: a tooltip opens 500 ms after the mouse enters; a hover card closes 1000 ms after it leaves. */
export const hoverCardDelays = { enterMs: 500, leaveMs: 1000 } as const;

const loadCard = () => import('./user-hover-card.tsx');
const UserHoverCard = lazy(() => loadCard().then((module) => ({ default: module.UserHoverCard })));

export interface UserHoverLinkProps {
  userId: string;
  href: string;
  children: ReactNode;
}

/** Where the card goes: under the link, in the page's coordinates. */
const below = (link: HTMLElement) => {
  const rect = link.getBoundingClientRect();
  return { top: rect.bottom + window.scrollY + 8, left: rect.left + window.scrollX };
};

/**
 * A link to a person that shows their hover card while the mouse rests on it (a mention in a story):
 * 500 ms after it enters, until 1000 ms after it leaves the link and the card. The card's code and
 * query are asked on the first hover only; touch has no hover, a tap follows the link.
 */
export function UserHoverLink({ userId, href, children }: UserHoverLinkProps) {
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const open = place !== null;
  const link = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const after = (ms: number, change: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(change, ms);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open) return clearTimeout(timer.current);
    void loadCard();
    after(hoverCardDelays.enterMs, () => link.current && setPlace(below(link.current)));
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open) after(hoverCardDelays.leaveMs, () => setPlace(null));
    else clearTimeout(timer.current);
  };

  return (
    <span className="user-hover-link" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <a ref={link} href={href}>
        {children}
      </a>
      {place &&
        // On the page's body: the card's blocks cannot sit inside the paragraph; React's events still
        // reach this span through the portal, so resting on the card keeps it open.
        createPortal(
          <Suspense fallback={null}>
            <UserHoverCard userId={userId} place={place} />
          </Suspense>,
          document.body,
        )}
    </span>
  );
}
