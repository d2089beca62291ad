import type { ReactNode } from 'react';
import { Avatar } from '../avatar.tsx';

interface EntityRowProps {
  /** The person's or publication's name and portrait (the initial when there is none). */
  name: string;
  imageId: string | null;
  /** The name as a link to the profile or publication home. */
  link: ReactNode;
  /** A bio or a publication's description; nothing shows when empty. */
  description: string;
  /** The row's button: Follow, Unmute … */
  action: ReactNode;
}

/** One person or publication in a list (followers, muted): portrait, linked name, bio and a button. */
export function EntityRow({ name, imageId, link, description, action }: EntityRowProps) {
  return (
    <li className="entity-row">
      <Avatar name={name} imageId={imageId} size={48} />
      <div className="entity-row__text">
        <p className="entity-row__name">{link}</p>
        {description && <p className="entity-row__description">{description}</p>}
      </div>
      <div className="entity-row__action">{action}</div>
    </li>
  );
}
