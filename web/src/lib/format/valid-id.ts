/**
 * Spec 2 §5: "A value is a valid id only if non-empty and not starting with lo_". The lo_ prefix marks
 * an id made up on the client (an optimistic, not yet saved object), which the server would not know.
 */
export const isValidId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length > 0 && !value.startsWith('lo_');
