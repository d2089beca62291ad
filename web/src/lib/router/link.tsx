import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { routeHref } from '../../routes/build-route.ts';
import type { RouteName, RouteParamsFor } from '../../routes/catalogue.ts';
import { useRouter } from './router-context.ts';

type LinkProps<N extends RouteName> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: N;
  params: RouteParamsFor<N>;
};

/** A click the browser would follow in this tab: the only kind we take over. */
export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to a named route; a plain click navigates on the client (the href works without JavaScript). */
export function Link<N extends RouteName>({ to, params, onClick, ...anchor }: LinkProps<N>) {
  const router = useRouter();
  const href = routeHref(router.table, router.hostTarget, to, params, router.authOrigin);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (anchor.target && anchor.target !== '_self'))
      return;
    event.preventDefault();
    router.navigate(href);
  };
  return <a {...anchor} href={href} onClick={follow} />;
}
