import { hrefOnHost } from './build-route.ts';
import type { RouteTable } from './route-tables.ts';

/** Where links are built from: the current host's table and target, and the auth domain's origin. */
export interface LinkContext {
  table: RouteTable;
  hostTarget: string | null;
  /** e.g. https://folio.example; '' when unknown (then a subdomain cannot be addressed). */
  authOrigin: string;
}

/** The host a subdomain user is served at: {username}.{authDomain} (spec 1 §2.3). */
export function subdomainHost(username: string, authOrigin: string): string | null {
  try {
    return `${username}.${new URL(authOrigin).host}`;
  } catch {
    return null;
  }
}

export interface ProfileAddress {
  id: string;
  username: string | null;
  hasSubdomain?: boolean | null;
}

/**
 * Spec 1 §2.3 profile URL shapes, first that applies: the writer's subdomain once claimed, `/@{username}`,
 * `/u/{id}` for a user without a username. On the profile's own host the path is relative.
 */
export function profileHref(user: ProfileAddress, { table, hostTarget, authOrigin }: LinkContext): string {
  if (!user.username) return hrefOnHost(table, hostTarget, 'ShowUserById', { userId: user.id }, authOrigin);
  const onItsHost = table.hostParam === 'username' && hostTarget === user.username;
  const host = user.hasSubdomain && !onItsHost ? subdomainHost(user.username, authOrigin) : null;
  if (host) return `${new URL(authOrigin).protocol}//${host}/`;
  return hrefOnHost(table, hostTarget, 'ShowUser', { username: user.username }, authOrigin);
}

export interface PublicationAddress {
  id: string;
  slug: string | null;
  /** A live custom domain. */
  domain?: string | null;
}

/**
 * Spec 1 §2.3 publication URL shapes, first that applies: its live custom domain, `/{slug}`, `/c/{id}`.
 * The custom domain keeps the scheme of the auth domain (https in AWS, http locally).
 */
export function publicationHref(
  collection: PublicationAddress,
  { table, hostTarget, authOrigin }: LinkContext,
): string {
  const { slug, domain } = collection;
  const onItsHost = table.hostParam === 'collectionSlug' && hostTarget === slug;
  if (domain && !onItsHost) {
    const scheme = authOrigin.startsWith('http://') ? 'http:' : 'https:';
    return `${scheme}//${domain}/`;
  }
  if (!slug)
    return hrefOnHost(table, hostTarget, 'ShowCollectionById', { collectionId: collection.id }, authOrigin);
  return hrefOnHost(table, hostTarget, 'ShowCollectionHome', { collectionSlug: slug }, authOrigin);
}
