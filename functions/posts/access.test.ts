import { anonymousViewer, type Viewer } from '#shared/api/viewer.ts';
import { canReadFullBody, canView, isListed, type StoryAccess } from './access.ts';

const story = (overrides: Partial<StoryAccess> = {}): StoryAccess => ({
  creatorId: 'writer',
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  isLocked: false,
  isSuspended: false,
  ...overrides,
});
const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({ ...anonymousViewer, ...overrides });
const writer = viewer({ id: 'writer' });
const member = viewer({ id: 'member', tier: 'MEMBER' });

describe('canView', () => {
  test('shows published stories, listed or not, to everyone', () => {
    expect(canView(story(), viewer())).toBe(true);
    expect(canView(story({ visibility: 'UNLISTED' }), viewer())).toBe(true);
  });

  test('hides deleted stories from everyone, their writer included', () => {
    expect(canView(story({ status: 'DELETED' }), writer)).toBe(false);
  });

  test('shows drafts to their writer only', () => {
    expect(canView(story({ status: 'DRAFT' }), writer)).toBe(true);
    expect(canView(story({ status: 'DRAFT' }), member)).toBe(false);
    expect(canView(story({ status: 'DRAFT' }), viewer())).toBe(false);
  });

  test('shows suspended stories only to viewers allowed to see suspended content', () => {
    expect(canView(story({ isSuspended: true }), writer)).toBe(false);
    expect(canView(story({ isSuspended: true }), viewer({ canViewSuspendedContent: true }))).toBe(true);
  });
});

describe('isListed', () => {
  test('holds for published, public or member-only, unsuspended stories only', () => {
    expect(isListed(story())).toBe(true);
    expect(isListed(story({ visibility: 'LOCKED', isLocked: true }))).toBe(true);
    expect(isListed(story({ visibility: 'UNLISTED' }))).toBe(false);
    expect(isListed(story({ status: 'DRAFT' }))).toBe(false);
    expect(isListed(story({ isSuspended: true }))).toBe(false);
  });
});

describe('canReadFullBody', () => {
  const locked = story({ isLocked: true });

  test('lets everyone read a story that is not member-only', () => {
    expect(canReadFullBody(story(), viewer())).toBe(true);
  });

  test('lets members, friends and the writer read a member-only story', () => {
    expect(canReadFullBody(locked, member)).toBe(true);
    expect(canReadFullBody(locked, viewer({ id: 'friend', tier: 'FRIEND' }))).toBe(true);
    expect(canReadFullBody(locked, writer)).toBe(true);
  });

  test('keeps visitors, free readers and free staff to the preview', () => {
    expect(canReadFullBody(locked, viewer())).toBe(false);
    expect(canReadFullBody(locked, viewer({ id: 'reader' }))).toBe(false);
    expect(canReadFullBody(locked, viewer({ id: 'staff', isStaff: true }))).toBe(false);
  });

  test('lets a reader the story page unlocked it for read it: by its friend link or the allowance', () => {
    expect(canReadFullBody(locked, viewer(), 'friend-link')).toBe(true);
    expect(canReadFullBody(locked, viewer({ id: 'reader' }), 'meter')).toBe(true);
  });
});
