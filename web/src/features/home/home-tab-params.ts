/**
 * The query parameters that name the signed-in home's tab (decision 259; the spec names none). Apart
 * from home-tab.ts, which reads them, because the page definition that lists them is in the entry.
 */
export const homeTabQueryParams = ['feed', 'tag'] as const;
