import * as z from 'zod';

/**
 * Ids of users and publications as arguments take them: generated lower-case by sign-up and the seed,
 * at most 64 characters. Several domains take them (users, publications), so the shape is in one place.
 */
export const maxIdLength = 64;

export const userIdSchema = z.string().trim().min(1, 'A user id cannot be empty.').max(maxIdLength);
export const collectionIdSchema = z
  .string()
  .trim()
  .min(1, 'A collection id cannot be empty.')
  .max(maxIdLength);
