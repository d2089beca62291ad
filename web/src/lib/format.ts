const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Mar 5, 2024' in UTC from an AWSTimestamp (whole seconds, as the API sends dates), with no Intl: the
 * server and the browser must print the same characters or hydration fails, whatever the visitor's
 * time zone or the Lambda's ICU data. Always with the year, since "this year" differs between a cached
 * page and its reader.
 */
export function formatDate(awsTimestamp: number): string {
  const date = new Date(awsTimestamp * 1000);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Reading time in whole minutes, at least 1 (spec 3 §9); the API gives fractional minutes. */
export const readingMinutes = (readingTime: number) => Math.max(1, Math.ceil(readingTime));

/** Where the API serves an image's bytes. */
export const imageUrl = (imageId: string) => `/_/image/${encodeURIComponent(imageId)}`;
