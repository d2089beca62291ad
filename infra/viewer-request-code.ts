import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maxUsernameLength, reservedUsernames } from '../functions/shared/username.ts';

export const viewerRequestSource = join(__dirname, '..', 'functions', 'edge', 'viewer-request.js');

/** The one line of the function file that carries its settings; replaced when the code is built. */
const settingsLine = /^const userSubdomains = .*;$/m;
const hostnamePattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The viewer-request function's code as CloudFront runs it (and as the local gateway runs it): the file
 * with its settings written in. A CloudFront Function has no environment and may not call out, so what
 * it must know — the auth domain whose subdomains are writers' profiles, and the username rules of
 * functions/shared/username.ts — is part of its code. Without a domain of our own there are no
 * profile subdomains (`*.cloudfront.net` is not ours), and the rule stays off.
 */
export function viewerRequestCode(authDomain: string | undefined, file = viewerRequestSource): string {
  const domain = authDomain?.toLowerCase() ?? '';
  if (domain && !hostnamePattern.test(domain))
    throw new Error(`Not a host name: ${JSON.stringify(authDomain)}`);
  const source = readFileSync(file, 'utf8');
  if (!settingsLine.test(source)) throw new Error(`${file} has no "const userSubdomains = …;" line to fill`);
  const settings = { authDomain: domain, maxLength: maxUsernameLength, reserved: [...reservedUsernames] };
  return source.replace(settingsLine, `const userSubdomains = ${JSON.stringify(settings)};`);
}
