import type { ReactNode } from 'react';
import { badgeKind } from '#web/lib/format/avatar.ts';
import { imageUrl } from '#web/lib/format/image-url.ts';
import { AvatarBadge } from './avatar-badge.tsx';
import type { AvatarMembership_UserFragment } from '#graphql/generated/operations.ts';
import { FriendBadgeButton } from './membership-popover/friend-badge-button.tsx';

interface AvatarProps {
  name: string;
  imageId: string | null;
  size: number;
  /**
   * Beside the name it shows, as in a byline link: the portrait adds nothing to read, so assistive
   * technology skips it instead of reading the name twice.
   */
  decorative?: boolean;
}

/** A round portrait; the initial on a tinted disc when the person has none. */
export function Avatar({ name, imageId, size, decorative = false }: AvatarProps) {
  if (imageId) {
    return (
      <img
        className="avatar"
        src={imageUrl(imageId)}
        alt={decorative ? '' : name}
        width={size}
        height={size}
      />
    );
  }
  const described = decorative ? { 'aria-hidden': true } : { 'aria-label': name, role: 'img' };
  return (
    <span
      className="avatar avatar--initial"
      style={{ width: size, height: size, fontSize: size / 2 }}
      {...described}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

interface AvatarFrameProps {
  /** Whose portrait it is: their membership decides the badge (badgeKind). */
  user: { id: string; name: string } & AvatarMembership_UserFragment;
  /** The portrait's size in px. */
  size: number;
  /**
   * Whether a Friend's badge opens the Friend badge popover: not where the frame sits inside a link or
   * a button (the avatar menu's), which cannot hold another button.
   */
  interactive?: boolean;
  /** The portrait: an Avatar, or a link around one (the badge stays outside the link). */
  children: ReactNode;
}

/** A portrait with its member or Friend badge at the lower right (spec 2 §3); none for a FREE reader. */
export function AvatarFrame({ user, size, interactive = false, children }: AvatarFrameProps) {
  const { membership } = user;
  const kind = badgeKind(membership?.tier);
  const friendSince = membership?.friendSince ?? null;
  let badge: ReactNode = null;
  if (kind === 'friend' && interactive && friendSince !== null) {
    badge = <FriendBadgeButton friend={{ id: user.id, name: user.name, friendSince }} size={size} />;
  } else if (kind !== 'none') badge = <AvatarBadge kind={kind} size={size} />;
  return (
    <span className="avatar-frame">
      {children}
      {badge}
    </span>
  );
}
