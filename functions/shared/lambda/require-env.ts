/**
 * A setting the Lambda cannot run without (set by the CDK stacks). Its own module, so an entry that
 * needs only settings (pages) does not bundle the table's entities with the clients module.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
