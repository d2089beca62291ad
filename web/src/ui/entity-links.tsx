import type { AnchorHTMLAttributes } from 'react';
import { HrefLink } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import {
  profileHref,
  publicationHref,
  type LinkContext,
  type ProfileAddress,
  type PublicationAddress,
} from '#web/routes/entity-urls.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

function useLinkContext(): LinkContext {
  const { table, hostTarget, authOrigin = '' } = useRouter();
  return { table, hostTarget, authOrigin };
}

/** A link to a writer's profile at the address spec 1 §2.3 gives it (subdomain, /@username, /u/{id}). */
export function ProfileLink({ user, ...anchor }: AnchorProps & { user: ProfileAddress }) {
  return <HrefLink {...anchor} href={profileHref(user, useLinkContext())} />;
}

/** A link to a publication at its spec 1 §2.3 address (custom domain, /{slug}, /c/{id}). */
export function PublicationLink({ collection, ...anchor }: AnchorProps & { collection: PublicationAddress }) {
  return <HrefLink {...anchor} href={publicationHref(collection, useLinkContext())} />;
}
