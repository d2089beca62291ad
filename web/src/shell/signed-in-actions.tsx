import { lazy, Suspense, useState } from 'react';
import { useFlags } from '#web/lib/flags/use-flags.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isMember } from '#web/lib/viewer-session.ts';
import { texts } from '#web/lib/texts.ts';
import type { AvatarMenu_UserFragment } from '#graphql/generated/operations.ts';
import { AvatarMenu } from './avatar-menu/avatar-menu.tsx';
import type { AvatarMenuExtras } from './avatar-menu/avatar-menu-items.ts';
import { NotificationsLink } from './notifications-link/notifications-link.tsx';

const MemberMenuExtras = lazy(() => import('./avatar-menu/member-menu-extras.tsx'));

/** Spec 1 §2.4: after Write, the signed-in reader's notifications link and avatar menu. */
export function SignedInActions({ viewer }: { viewer: AvatarMenu_UserFragment }) {
  const flags = useFlags();
  const hydrated = useHydrated();
  const [extras, setExtras] = useState<AvatarMenuExtras>({});
  const menuFlags = {
    enable_mastodon_for_members: flags.enable_mastodon_for_members === true,
    disable_lite_gift_page: flags.disable_lite_gift_page === true,
  };
  return (
    <>
      <NotificationsLink />
      <AvatarMenu viewer={viewer} flags={menuFlags} extras={extras} />
      {hydrated && isMember(viewer) && (
        <Suspense fallback={null}>
          <MemberMenuExtras onExtras={setExtras} />
        </Suspense>
      )}
    </>
  );
}

/** Spec 1 §2.4 "Loading shows skeleton placeholders": where the notifications link and avatar will be. */
export function SignedInSkeleton() {
  return (
    <span className="header__skeleton" role="status" aria-busy="true" aria-label={texts.loading}>
      <span className="skeleton skeleton--icon" />
      <span className="skeleton skeleton--avatar" />
    </span>
  );
}
