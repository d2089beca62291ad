/** The submissions page's title and heading: here, not in a texts file, so the page registry carries only this. */
export const submissionsTitle = (publication: string) => `Submissions to ${publication}`;
