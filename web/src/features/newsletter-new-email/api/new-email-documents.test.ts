import type { NewsletterNewEmailQuery } from '#graphql/generated/operations.ts';
import { viewerOfNewEmail } from './new-email-documents.ts';

const answer = (
  viewerId: string | null,
  newsletter: { type: 'AUTHOR' | 'COLLECTION'; userId?: string; isEditor?: boolean } | null,
) =>
  ({
    viewer: viewerId ? { id: viewerId } : null,
    newsletterV3: newsletter && {
      id: 'n1',
      type: newsletter.type,
      user: newsletter.userId ? { id: newsletter.userId } : null,
      collection:
        newsletter.isEditor === undefined
          ? null
          : { id: 'c1', viewerEdge: { id: 'c1:v', isEditor: newsletter.isEditor } },
    },
  }) as NewsletterNewEmailQuery;

describe('who /newsletters/{id}/new-email is for (decision 180)', () => {
  test('the writer of an AUTHOR newsletter and the editors of a COLLECTION one manage it', () => {
    expect(viewerOfNewEmail(answer('w', { type: 'AUTHOR', userId: 'w' }))).toBe('manager');
    expect(viewerOfNewEmail(answer('e', { type: 'COLLECTION', isEditor: true }))).toBe('manager');
  });

  test('anyone else, an unknown newsletter or no answer: the 404 page', () => {
    expect(viewerOfNewEmail(answer('x', { type: 'AUTHOR', userId: 'w' }))).toBe('other');
    expect(viewerOfNewEmail(answer('x', { type: 'COLLECTION', isEditor: false }))).toBe('other');
    expect(viewerOfNewEmail(answer('x', null))).toBe('other');
    expect(viewerOfNewEmail(null)).toBe('other');
  });

  test('a visitor is asked to sign in, whatever the newsletter', () => {
    expect(viewerOfNewEmail(answer(null, null))).toBe('visitor');
  });
});
