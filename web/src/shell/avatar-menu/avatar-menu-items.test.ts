import { texts } from '#web/lib/texts.ts';
import type { AvatarMenu_UserFragment } from '#graphql/generated/operations.ts';
import {
  avatarMenuModel,
  type AvatarMenuExtras,
  type AvatarMenuFlags,
  type AvatarMenuItem,
} from './avatar-menu-items.ts';

const labels = texts.avatarMenu;
const march2024 = Date.UTC(2024, 2, 5) / 1000;
const flagsOff: AvatarMenuFlags = { enable_mastodon_for_members: false, disable_lite_gift_page: false };

const reader = (change: Partial<AvatarMenu_UserFragment> = {}): AvatarMenu_UserFragment => ({
  id: 'u1',
  name: 'Ada',
  username: 'ada',
  imageId: null,
  emailObfuscated: 'a***@f***.example',
  isAuthorVerified: false,
  membership: null,
  partnerProgramEnrollment: null,
  adminCollections: [],
  ...change,
});
const member = (tier: 'MEMBER' | 'FRIEND', friendSince: number | null = null) =>
  reader({ membership: { id: 'm1', tier, memberSince: march2024, friendSince } });
const publication = (index: number) => ({
  id: `c${index}`,
  name: `Publication ${index}`,
  slug: `pub-${index}`,
  avatar: index === 1 ? { id: 'img-1' } : null,
});

const model = (viewer: AvatarMenu_UserFragment, flags = flagsOff, extras: AvatarMenuExtras = {}) =>
  avatarMenuModel(viewer, flags, extras);
const keys = (viewer: AvatarMenu_UserFragment, flags = flagsOff, extras: AvatarMenuExtras = {}) =>
  model(viewer, flags, extras).sections.map((section) => section.map((item) => item.key));
const item = (
  viewer: AvatarMenu_UserFragment,
  key: string,
  flags = flagsOff,
  extras: AvatarMenuExtras = {},
) =>
  model(viewer, flags, extras)
    .sections.flat()
    .find((entry) => entry.key === key);

describe('the avatar menu of a signed-in reader (spec 1 §2.5)', () => {
  it('lists every item in order for a free reader without publications', () => {
    expect(keys(reader())).toEqual([
      ['write', 'profile', 'library', 'stories', 'stats'],
      ['settings', 'refine', 'manage-publications', 'help'],
      ['verification', 'become-member', 'gift'],
      ['sign-out'],
    ]);
  });

  it('links each item to its route', () => {
    const targets = model(reader())
      .sections.flat()
      .map((entry: AvatarMenuItem) =>
        entry.kind === 'route' ? [entry.to, entry.params] : entry.kind === 'href' ? entry.href : entry.kind,
      );
    expect(targets).toEqual([
      ['ShowNewPost', {}],
      ['ShowUser', { username: 'ada' }],
      ['ShowYourLists', {}],
      ['ShowYourStoriesFiltered', { filterBy: 'drafts' }],
      ['ShowStats', {}],
      ['ShowSettings', {}],
      ['ShowFollowsIndex', {}],
      '/me/publications',
      '/help',
      ['ShowLandingVerifiedAuthors', {}],
      ['ShowPay', {}],
      ['ShowLiteGiftCheckout', {}],
      'sign-out',
    ]);
  });

  it('offers Write on small screens only', () => {
    expect(item(reader(), 'write')?.smallScreensOnly).toBe(true);
    expect(item(reader(), 'profile')?.smallScreensOnly).toBeUndefined();
  });

  it('shows Sign out with the obfuscated e-mail, or without one when there is none', () => {
    expect(item(reader(), 'sign-out')).toMatchObject({ label: labels.signOut, detail: 'a***@f***.example' });
    expect(item(reader({ emailObfuscated: null }), 'sign-out')).toMatchObject({ detail: null });
  });

  describe('member-since badge', () => {
    it('is absent for a free reader', () => {
      expect(model(reader()).badge).toBeNull();
    });

    it('says since when a Member has been one, by month and year', () => {
      expect(model(member('MEMBER')).badge).toBe('Member since Mar 2024');
    });

    it('says since when a Friend has been one, else since the membership began', () => {
      expect(model(member('FRIEND', Date.UTC(2025, 0, 9) / 1000)).badge).toBe('Friend since Jan 2025');
      expect(model(member('FRIEND')).badge).toBe('Friend since Mar 2024');
    });

    it('is absent when the start is unknown', () => {
      const undated = reader({
        membership: { id: 'm', tier: 'MEMBER', memberSince: null, friendSince: null },
      });
      expect(model(undated).badge).toBeNull();
    });
  });

  it('shows Partner Program only to an enrolled writer, after Stats', () => {
    expect(item(reader(), 'partner-program')).toBeUndefined();
    const enrolled = reader({ partnerProgramEnrollment: { id: 'p1', status: 'ENROLLED' } });
    expect(keys(enrolled)[0]).toEqual(['write', 'profile', 'library', 'stories', 'stats', 'partner-program']);
    expect(item(enrolled, 'partner-program')).toMatchObject({ to: 'ShowPartnerDashboard' });
  });

  describe('administered publications', () => {
    it('lists up to 3, each linking to its home with its avatar', () => {
      const three = reader({ adminCollections: [1, 2, 3].map(publication) });
      expect(keys(three)[1]).toEqual(['publication-c1', 'publication-c2', 'publication-c3']);
      expect(item(three, 'publication-c1')).toMatchObject({
        label: 'Publication 1',
        to: 'ShowCollectionHome',
        params: { collectionSlug: 'pub-1' },
        imageId: 'img-1',
      });
      expect(item(three, 'see-all-publications')).toBeUndefined();
    });

    it("adds 'See all publications' when there are more than 3", () => {
      const four = reader({ adminCollections: [1, 2, 3, 4].map(publication) });
      expect(keys(four)[1]).toEqual([
        'publication-c1',
        'publication-c2',
        'publication-c3',
        'see-all-publications',
      ]);
      expect(item(four, 'see-all-publications')).toMatchObject({ label: 'See all publications' });
    });

    it('leaves the section out when there are none (or the field is null)', () => {
      expect(keys(reader({ adminCollections: null }))).toHaveLength(4);
    });
  });

  describe('promotional links', () => {
    it('hide author verification once verified', () => {
      expect(item(reader({ isAuthorVerified: true }), 'verification')).toBeUndefined();
    });

    it.each(['MEMBER', 'FRIEND'] as const)('hide the become-a-member prompt from a %s', (tier) => {
      expect(item(member(tier), 'become-member')).toBeUndefined();
    });

    it('offer Become a Friend to a Member who can switch plan and is not reactivating', () => {
      const canSwitch = { canSwitchPlan: true };
      expect(item(member('MEMBER'), 'become-friend', flagsOff, canSwitch)).toMatchObject({
        label: labels.becomeFriend,
        to: 'ShowManageMembershipPage',
      });
      expect(item(member('FRIEND'), 'become-friend', flagsOff, canSwitch)).toBeUndefined();
      expect(item(reader(), 'become-friend', flagsOff, canSwitch)).toBeUndefined();
      const reactivating = { canSwitchPlan: true, reactivationEligible: true };
      expect(item(member('MEMBER'), 'become-friend', flagsOff, reactivating)).toBeUndefined();
      expect(item(member('MEMBER'), 'become-friend', flagsOff, { canSwitchPlan: false })).toBeUndefined();
      // Unknown plan-switch state (no membership status in the API yet): hidden.
      expect(item(member('MEMBER'), 'become-friend')).toBeUndefined();
    });

    it('offer reactivation only to a reader eligible for it (spec 2 §5), opening the dialog by its hash', () => {
      expect(item(member('MEMBER'), 'reactivate')).toBeUndefined();
      expect(item(member('MEMBER'), 'reactivate', flagsOff, { reactivationEligible: true })).toMatchObject({
        label: labels.reactivateMembership,
        kind: 'href',
        href: '#reactivateMembership',
      });
    });

    it('show the Mastodon link only with its flag: the linked account, otherwise creating one', () => {
      const mastodonOn = { ...flagsOff, enable_mastodon_for_members: true };
      expect(item(reader(), 'mastodon')).toBeUndefined();
      expect(item(reader(), 'mastodon', mastodonOn)).toMatchObject({
        label: labels.mastodonCreate,
        to: 'ShowMastodonForMembersPage',
      });
      const linked = { mastodonAccountUrl: 'https://mastodon.example/@ada' };
      expect(item(reader(), 'mastodon', mastodonOn, linked)).toMatchObject({
        label: labels.mastodonLinked,
        kind: 'href',
        href: 'https://mastodon.example/@ada',
      });
    });

    it('hide the lite gift page with disable_lite_gift_page', () => {
      expect(item(reader(), 'gift', { ...flagsOff, disable_lite_gift_page: true })).toBeUndefined();
    });

    it('keep the spec order when all show', () => {
      const all = { enable_mastodon_for_members: true, disable_lite_gift_page: false };
      const canSwitch = { canSwitchPlan: true };
      expect(keys(member('MEMBER'), all, canSwitch)[2]).toEqual([
        'verification',
        'become-friend',
        'mastodon',
        'gift',
      ]);
      const reactivating = { canSwitchPlan: true, reactivationEligible: true };
      expect(keys(member('MEMBER'), all, reactivating)[2]).toEqual([
        'verification',
        'reactivate',
        'mastodon',
        'gift',
      ]);
      expect(keys(reader(), all)[2]).toEqual(['verification', 'become-member', 'mastodon', 'gift']);
    });

    it('leave their section out when none applies', () => {
      const none = { enable_mastodon_for_members: false, disable_lite_gift_page: true };
      expect(keys(reader({ isAuthorVerified: true, membership: member('FRIEND').membership }), none)).toEqual(
        [
          ['write', 'profile', 'library', 'stories', 'stats'],
          ['settings', 'refine', 'manage-publications', 'help'],
          ['sign-out'],
        ],
      );
    });
  });
});
