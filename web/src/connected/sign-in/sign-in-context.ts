import { createContext } from 'react';
import type { SignInModalRequest } from './sign-in-request.ts';

/** The mounted modal (web/src/features/auth/components/sign-in-provider.tsx provides it, once per app). */
export interface SignInModal {
  show(request: SignInModalRequest): void;
}

/** Null without a modal (tests, a tree rendered alone): sign-in triggers then go to the sign-in page. */
export const SignInModalContext = createContext<SignInModal | null>(null);
