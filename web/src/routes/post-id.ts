/**
 * Spec 3 §2: a post id is the last hyphen-separated hexadecimal segment of the postId parameter, so
 * `my-story-1a2b3c4d5e6f` and `1a2b3c4d5e6f` both name post 1a2b3c4d5e6f. Null when there is none,
 * which makes the route not match (→ 404) instead of asking the API for a post that cannot exist.
 */
export function postIdFromParam(param: string): string | null {
  const last = param.slice(param.lastIndexOf('-') + 1);
  return /^[0-9a-f]+$/i.test(last) ? last : null;
}
