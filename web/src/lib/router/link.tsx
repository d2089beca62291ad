import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { routeHref } from '#web/routes/build-route.ts';
import type { RouteName, RouteParamsFor } from '#web/routes/catalogue.ts';
import { useRouter } from './router-context.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

type LinkProps<N extends RouteName> = AnchorProps & {
  to: N;
  params: RouteParamsFor<N>;
};

/** A click the browser would follow in this tab: the only kind we take over. */
export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to a named route; a plain click navigates on the client (the href works without JavaScript). */
export function Link<N extends RouteName>({ to, params, ...anchor }: LinkProps<N>) {
  const router = useRouter();
  return (
    <HrefLink {...anchor} href={routeHref(router.table, router.hostTarget, to, params, router.authOrigin)} />
  );
}

/**
 * A link to an address already built (a profile's subdomain, a publication's custom domain…): the
 * router navigates to it, on the client when it is a page of this host, otherwise with a page load.
 */
export function HrefLink({
  href,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...anchor
}: AnchorProps & { href: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (anchor.target && anchor.target !== '_self'))
      return;
    event.preventDefault();
    router.navigate(href);
  };
  // The reader shows intent before clicking: pointing, focusing or touching starts the page's load.
  const preload = () => router.preload?.(href);
  return (
    <a
      {...anchor}
      href={href}
      onClick={follow}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preload();
      }}
    />
  );
}
