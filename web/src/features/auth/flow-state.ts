import type { SignInModalRequest, SignInOperation } from '#web/connected/sign-in/sign-in-request.ts';
import type { AuthEmailType } from '#graphql/generated/operations.ts';

/** Spec 2 §2: the modal's steps, named as the spec names them. */
export type Step =
  'none' | 'SIGNIN_OPTIONS' | 'SIGNUP_OPTIONS' | 'ENTER_EMAIL' | 'UNRECOGNIZED_EMAIL' | 'CHECK_YOUR_INBOX';

export interface FlowState {
  step: Step;
  operation: SignInOperation;
  /** The address typed on ENTER_EMAIL, kept for the later steps (and prefilled when coming back). */
  email: string;
  /** The name given on ENTER_EMAIL for sign-up, sent again when a code is asked for instead of a link. */
  fullName: string;
  /** CHECK_YOUR_INBOX's mode: how the e-mail was sent. */
  inbox: AuthEmailType;
  /** ENTER_EMAIL for login shows the password form instead of the e-mail form. */
  withPassword: boolean;
}

export type FlowAction =
  | { type: 'start'; operation: SignInOperation; step?: 'ENTER_EMAIL' }
  | { type: 'toggle-operation' }
  | { type: 'choose-email' }
  | { type: 'back-to-options' }
  | { type: 'email-sent'; email: string; fullName: string; method: AuthEmailType }
  | { type: 'email-unrecognized'; email: string }
  | { type: 'see-all-sign-in-options' }
  | { type: 'create-account' }
  | { type: 'use-password'; email: string }
  | { type: 'use-magic-link'; email: string }
  | { type: 'close' };

export const closedFlow: FlowState = {
  step: 'none',
  operation: 'login',
  email: '',
  fullName: '',
  inbox: 'link',
  withPassword: false,
};

const optionsOf = (operation: SignInOperation): Step =>
  operation === 'login' ? 'SIGNIN_OPTIONS' : 'SIGNUP_OPTIONS';

/** Spec 2 §2 and §4 transitions. */
export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'start':
      return { ...closedFlow, operation: action.operation, step: action.step ?? optionsOf(action.operation) };
    case 'toggle-operation': {
      const operation = state.operation === 'login' ? 'register' : 'login';
      return { ...state, operation, step: optionsOf(operation), withPassword: false };
    }
    case 'choose-email':
      return { ...state, step: 'ENTER_EMAIL', withPassword: false };
    case 'back-to-options':
      return { ...state, step: optionsOf(state.operation), withPassword: false };
    case 'email-sent':
      return {
        ...state,
        step: 'CHECK_YOUR_INBOX',
        email: action.email,
        fullName: action.fullName,
        inbox: action.method,
      };
    case 'email-unrecognized':
      return { ...state, step: 'UNRECOGNIZED_EMAIL', email: action.email };
    case 'see-all-sign-in-options':
      return { ...state, step: 'SIGNIN_OPTIONS', operation: 'login' };
    case 'create-account':
      // The address just typed was not recognised: sign up with it.
      return { ...state, step: 'ENTER_EMAIL', operation: 'register', withPassword: false };
    case 'use-password':
      // Only an existing account has a password: this is a sign-in, with the address typed so far.
      return { ...state, step: 'ENTER_EMAIL', operation: 'login', email: action.email, withPassword: true };
    case 'use-magic-link':
      // Back to the e-mail form (after a permanent lockout, say), the address kept.
      return { ...state, step: 'ENTER_EMAIL', operation: 'login', email: action.email, withPassword: false };
    case 'close':
      // Spec 2 §2: "Closing the modal resets the step to none and the operation to login."
      return closedFlow;
  }
}

/** The first step: the operation's options, or ENTER_EMAIL when asked for or after an expired link. */
export const openingState = ({
  operation,
  step,
  entry,
}: Pick<SignInModalRequest, 'operation' | 'step' | 'entry'>) =>
  flowReducer(closedFlow, {
    type: 'start',
    operation,
    ...(step || entry === 'email_login_timeout' ? { step: 'ENTER_EMAIL' as const } : {}),
  });
