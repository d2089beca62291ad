import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageIdPattern } from '#shared/ports/image-id.ts';
import { maxUsernameLength, reservedUsernames } from '#contract/username.ts';

export const viewerRequestSource = join(__dirname, '..', 'functions', 'edge', 'viewer-request.js');

/** The one line of the function file that carries its settings; replaced when the code is built. */
const settingsLine = /^const settings = .*;$/m;
const hostnamePattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export interface ViewerRequestBuild {
  /**
   * The local runtime only: the loopback addresses (127.0.0.1, [::1]) are the main host too, as tests
   * and tools reach the gateway by them. Never in AWS.
   */
  localLoopback?: boolean;
  /** The function's source (tests give another). */
  file?: string;
}

/**
 * The viewer-request function's code as CloudFront runs it (and as the local gateway runs it): the file
 * with its settings written in. A CloudFront Function has no environment and may not call out, so what
 * it must know — the auth domain (the main host, and whose subdomains are writers' profiles), the
 * username rules of graphql/contract/username.ts and the image id rule of
 * functions/shared/ports/object-store.ts — is part of its code. Without a domain of our own the main host is
 * the distribution's `*.cloudfront.net` name (the function reads it from its event) and there are no
 * profile subdomains (`*.cloudfront.net` is not ours).
 */
export function viewerRequestCode(authDomain: string | undefined, build: ViewerRequestBuild = {}): string {
  const file = build.file ?? viewerRequestSource;
  const domain = authDomain?.toLowerCase() ?? '';
  if (domain && !hostnamePattern.test(domain))
    throw new Error(`Not a host name: ${JSON.stringify(authDomain)}`);
  const source = readFileSync(file, 'utf8');
  if (!settingsLine.test(source)) throw new Error(`${file} has no "const settings = …;" line to fill`);
  const settings = {
    authDomain: domain,
    localLoopback: build.localLoopback === true,
    maxLength: maxUsernameLength,
    reserved: [...reservedUsernames],
    imageId: imageIdPattern.source,
  };
  return source.replace(settingsLine, `const settings = ${JSON.stringify(settings)};`);
}
