import { Link } from '#web/lib/router/link.tsx';
import { texts } from '#web/lib/texts.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { profileLookup } from '../api/user-profile-query.ts';
import { useUserAboutQuery } from '../api/user-about-query.ts';
import { profileTexts } from '../texts.ts';
import { ProfileMain, ProfileSidebarCard } from './profile-frame.tsx';
import '#user-about-styles';

/** /@{username}/about (user-about): the bio, since when a member, followers and following. */
export function UserAboutPage({ params }: PageProps) {
  const user = useUserAboutQuery(profileLookup(params)).data?.userResult;
  if (user?.__typename !== 'User') return null;
  return (
    <ProfileMain user={user}>
      <section className="profile-about" aria-label={profileTexts.aboutTitle}>
        <p className="profile-about__bio">{user.bio || profileTexts.noBio(user.name)}</p>
        {user.mediumMemberAt && (
          <p className="profile-about__member">{profileTexts.memberSince(user.mediumMemberAt)}</p>
        )}
        <p className="profile-about__counts">
          <Link to="ShowUserFollowers" params={{ username: user.username }}>
            {texts.social.followers(user.socialStats.followerCount)}
          </Link>
          {' · '}
          <Link to="ShowUserFollowing" params={{ username: user.username }}>
            {texts.social.followingCount(user.socialStats.followingCount)}
          </Link>
        </p>
      </section>
    </ProfileMain>
  );
}

/**
 * /@{username}/books (user-books): a writer's books. Folio keeps no books yet (spec 3 §3 names Book
 * without its fields): every writer's shelf is empty, and says so.
 */
export function UserBooksPage({ params }: PageProps) {
  const user = useUserAboutQuery(profileLookup(params)).data?.userResult;
  if (user?.__typename !== 'User') return null;
  return (
    <ProfileMain user={user}>
      <section aria-label={profileTexts.booksTitle}>
        <p className="story-list__empty">{profileTexts.noBooks(user.name)}</p>
      </section>
    </ProfileMain>
  );
}

/** Sidebar of the about and books pages: the writer's card, as on their profile. */
export function UserAboutSidebar({ params }: PageProps) {
  const user = useUserAboutQuery(profileLookup(params)).data?.userResult;
  return user?.__typename === 'User' ? <ProfileSidebarCard user={user} /> : null;
}
