/**
 * The Google OAuth client id (public: Google's one-tap prompt runs with it in the browser), in the
 * environment of every Lambda that needs it — auth-http for social sign-in, the auth resolvers to check
 * one-tap credentials, the pages to hand it to the browser (infra/function-config.ts sets it).
 */
export const googleClientIdVariable = 'OIDC_GOOGLE_CLIENT_ID';

/** The configured client id, or undefined (Google one-tap off). */
export const googleClientIdFrom = (env: Readonly<Record<string, string | undefined>>): string | undefined =>
  env[googleClientIdVariable]?.trim() || undefined;
