import type { UserItem } from '#shared/data/reads/users.ts';

/** An account this young may not import addresses yet: a fresh spam account cannot mail a bought list. */
export const importMinimumAccountAgeMs = 14 * 24 * 60 * 60 * 1000;

/**
 * Spec 2 §3 Viewer.isEligibleToImportEmails (decision 167): a writer may import a mailing list once they
 * are a writer people can know — at least one published story — with a verified address (the confirmation
 * e-mails and exports go to it), not suspended, and with an account at least 14 days old.
 */
export function isEligibleToImportEmails(
  user: Pick<UserItem, 'email' | 'isSuspended' | 'createdAt'>,
  hasPublishedStory: boolean,
  now: number,
): boolean {
  return (
    hasPublishedStory &&
    Boolean(user.email) &&
    !user.isSuspended &&
    now - user.createdAt >= importMinimumAccountAgeMs
  );
}
