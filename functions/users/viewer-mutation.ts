/**
 * The viewer's mutations whose answer is a result union: a visitor is answered Unauthorized, bad
 * arguments BadRequest, both as values (functions/shared/api/signed-in-field.ts).
 */
export { signedInField as viewerMutation } from '#shared/api/signed-in-field.ts';
