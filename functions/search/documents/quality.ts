import type { UserItem } from '#shared/data/reads/users.ts';

/**
 * "High quality" (spec 3 §6 highQualityUser, writtenByHighQualityUser; decision 232), the one place
 * it is decided: a person who is not suspended and whose e-mail address is verified (`email` is set
 * only once its link was followed; an unverified change waits in `unverifiedEmail`). Folio keeps no
 * spam reports or staff flags on people yet: when it does, a flagged person fails here too.
 */
export const isHighQualityUser = (user: Pick<UserItem, 'isSuspended' | 'email'>) =>
  user.isSuspended !== true && Boolean(user.email);

/**
 * Spec 3 §5 leaves "author-type people" out of user search. Folio has no such kind: every `user` item is
 * a person with an account (a publication is a `collection`, a newsletter's AUTHOR type is the
 * newsletter's). Suspended people are the only ones left out.
 */
export const isSearchablePerson = (user: Pick<UserItem, 'isSuspended'>) => user.isSuspended !== true;
