/**
 * What an image id may be: lower-case letters, digits and dashes, at most 64 (uploads are 16 hex
 * digits). The edge refuses any other /_/image/{id} before storage is asked (functions/edge), and the
 * profile's `imageId` argument is checked against it (functions/users/update-arguments.ts).
 */
export const imageIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;
