import { useEffect, useId, useMemo, useReducer } from 'react';
import { storeEntryPoint } from '#web/connected/sign-in/entry-point.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { flowReducer, openingState } from '../flow-state.ts';
import { parseSignInQuery, parseSocialLoginSuggestion } from '../sign-in-query.ts';
import { authTexts } from '../texts.ts';
import { SignInFlow } from './sign-in-flow.tsx';

/**
 * The sign-in page (route ShowSignIn, /m/signin): the modal's steps on a page, where triggers outside
 * the auth domain send readers (spec 2 §2). Its query is known only in the browser (the server renders
 * the page alike for every query), so the steps appear once hydrated.
 */
export function SignInPage() {
  const hydrated = useHydrated();
  return (
    <section className="sign-in-page">
      {hydrated ? (
        <SignInPageSteps />
      ) : (
        <p className="sign-in-page__loading" aria-busy="true">
          {authTexts.loading}
        </p>
      )}
    </section>
  );
}

function SignInPageSteps() {
  const request = useMemo(() => parseSignInQuery(window.location.search), []);
  const suggestion = useMemo(() => parseSocialLoginSuggestion(window.location.search), []);
  const [state, dispatch] = useReducer(flowReducer, request, openingState);
  const titleId = useId();
  useEffect(() => storeEntryPoint(request.entry), [request.entry]);
  return (
    <div
      className={`sign-in sign-in-page__card${state.operation === 'register' ? ' sign-in--sign-up' : ''}`}
      role="region"
      aria-labelledby={titleId}
    >
      {suggestion && (
        <p className="sign-in-page__notice" role="status">
          {authTexts.socialSuggestion(suggestion.redactedEmailAddress)}
        </p>
      )}
      <SignInFlow
        state={state}
        dispatch={dispatch}
        entry={request.entry}
        redirect={request.redirect}
        {...(request.newsletterV3Id ? { newsletterV3Id: request.newsletterV3Id } : {})}
        {...(request.userId ? { newsletterWriterId: request.userId } : {})}
        titleId={titleId}
      />
    </div>
  );
}
