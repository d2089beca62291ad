/** Removes the hash without a new history entry or a scroll (spec 2 §2: closing removes the hash). */
export const clearHash = () =>
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
