import type { ReactNode } from 'react';
import { usePopover } from './use-popover.ts';

interface PopoverButtonProps {
  /** The button's accessible name (its face is an icon). */
  label: string;
  className: string;
  /** The button's face. */
  children: ReactNode;
  /** The dialog it opens (MemberOnlyStarPopover, FriendBadgePopover). */
  popover: ReactNode;
  /** Called on every click of the button (analytics). */
  onClick?: () => void;
}

/** An icon that opens a membership popover below it (usePopover: click, hover, Escape, outside, scroll). */
export function PopoverButton({ label, className, children, popover, onClick }: PopoverButtonProps) {
  const { isOpen, anchorProps, triggerProps, popoverProps } = usePopover();
  return (
    <span className="popover-anchor" {...anchorProps}>
      <button
        {...triggerProps}
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => {
          triggerProps.onClick();
          onClick?.();
        }}
      >
        {children}
      </button>
      {isOpen && (
        <div className="popover" {...popoverProps}>
          {popover}
        </div>
      )}
    </span>
  );
}
