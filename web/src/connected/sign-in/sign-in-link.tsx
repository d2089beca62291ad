import type { AnchorHTMLAttributes } from 'react';
import type { SignInRequest } from './sign-in-request.ts';
import { useSignIn } from './use-sign-in.ts';

type SignInLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  request: SignInRequest;
};

/**
 * A sign-in or sign-up trigger (spec 2 §2). It stays a real link to the auth domain's sign-in page, so it
 * works before hydration and with a modifier key; a plain click opens the modal where there is one.
 */
export function SignInLink({ request, ...anchor }: SignInLinkProps) {
  const { signInLinkProps } = useSignIn();
  return <a {...anchor} {...signInLinkProps(request)} />;
}
