import { readUndeleted, undeletedHref, withoutUndeleted } from './undelete-url.ts';

const undeleted = { postId: '1a2b3c4d5e6f', title: 'Notes & queries: “why?”', tab: 'public' as const };

describe('the undelete address (spec 2 "Other")', () => {
  it('is the deleted shelf with undeletedPost, undeletedPostId, undeletedPostTitle and tab', () => {
    const href = undeletedHref(undeleted);
    const url = new URL(href, 'https://folio.example');
    expect(url.pathname).toBe('/me/stories/deleted');
    expect([...url.searchParams]).toEqual([
      ['undeletedPost', 'true'],
      ['undeletedPostId', '1a2b3c4d5e6f'],
      ['undeletedPostTitle', 'Notes & queries: “why?”'],
      ['tab', 'public'],
    ]);
  });

  it('reads back what it wrote', () => {
    expect(readUndeleted(new URL(undeletedHref(undeleted), 'https://x.test').search)).toEqual(undeleted);
    expect(readUndeleted('?undeletedPost=true&undeletedPostId=abc&tab=drafts')).toEqual({
      postId: 'abc',
      title: '',
      tab: 'drafts',
    });
  });

  it.each([
    '',
    '?undeletedPost=false&undeletedPostId=abc&tab=drafts',
    '?undeletedPostId=abc&tab=drafts',
    '?undeletedPost=true&tab=drafts',
    '?undeletedPost=true&undeletedPostId=lo_abc&tab=drafts',
    '?undeletedPost=true&undeletedPostId=abc',
    '?undeletedPost=true&undeletedPostId=abc&tab=trash',
    '?undeletedPost=true&undeletedPostId=abc&tab=deleted',
  ])('says nothing was undeleted for %p', (search) => {
    expect(readUndeleted(search)).toBeNull();
  });

  it('is cleaned of its parameters, keeping any other and the hash', () => {
    const at = (href: string) => new URL(href, 'https://folio.example');
    expect(withoutUndeleted(at(undeletedHref(undeleted)))).toBe('/me/stories/deleted');
    expect(withoutUndeleted(at('/me/stories/deleted?source=x&undeletedPost=true&tab=public#top'))).toBe(
      '/me/stories/deleted?source=x#top',
    );
  });
});
