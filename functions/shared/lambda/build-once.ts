/**
 * An AWS entry's collaborators, built on first use (building may read SSM or Secrets Manager), so
 * importing the module needs no environment. A failed build is not kept: the next use tries again.
 */
export function buildOnce<T>(create: () => T | Promise<T>): () => Promise<T> {
  let built: Promise<T> | undefined;
  return () =>
    (built ??= Promise.resolve()
      .then(create)
      .catch((error: unknown) => {
        built = undefined;
        throw error;
      }));
}
