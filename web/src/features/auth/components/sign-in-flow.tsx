import type { Dispatch } from 'react';
import { isInAppBrowser } from '#web/lib/format/referrer.ts';
import type { EntryPoint } from '#web/connected/sign-in/entry-point.ts';
import { signedInTarget } from '../callback-url.ts';
import type { FlowAction, FlowState } from '../flow-state.ts';
import { useLoginFlags } from '../login-flags-context.ts';
import { availableMethods } from '../social-providers.ts';
import { CheckInboxStep } from './check-inbox-step.tsx';
import { EnterEmailStep } from './enter-email-step.tsx';
import { OptionsStep } from './options-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { UnrecognizedEmailStep } from './unrecognized-email-step.tsx';

export interface SignInFlowProps {
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
  entry: EntryPoint | undefined;
  /** The return address once signed in (spec 2 §2). */
  redirect: string;
  /** The newsletter a subscribe prompt is about (the sign-up options then offer subscribing by e-mail). */
  newsletterV3Id?: string;
  /** The writer whose newsletter it is, when it is a writer's. */
  newsletterWriterId?: string;
  /** The id the current step gives its title (the dialog is labelled by it). */
  titleId: string;
  onClose?: () => void;
}

/**
 * The steps of spec 2 §2, shared by the modal and the sign-in page. Rendered in the browser only (the
 * modal opens there; the page waits for hydration), so the user agent can be read directly.
 */
export function SignInFlow(props: SignInFlowProps) {
  const { state, dispatch, entry, redirect, titleId, onClose } = props;
  const flags = useLoginFlags();
  const methods = availableMethods(state.operation, flags, isInAppBrowser(navigator.userAgent));
  const target = signedInTarget(redirect, entry);
  switch (state.step) {
    case 'none':
      return null;
    case 'SIGNIN_OPTIONS':
    case 'SIGNUP_OPTIONS':
      return (
        <OptionsStep
          operation={state.operation}
          entry={entry}
          methods={methods}
          target={target}
          {...(props.newsletterV3Id ? { newsletterV3Id: props.newsletterV3Id } : {})}
          {...(props.newsletterWriterId ? { newsletterWriterId: props.newsletterWriterId } : {})}
          titleId={titleId}
          onEmail={() => dispatch({ type: 'choose-email' })}
          onToggle={() => dispatch({ type: 'toggle-operation' })}
        />
      );
    case 'ENTER_EMAIL':
      if (state.withPassword) {
        return (
          <PasswordStep
            initialEmail={state.email}
            target={target}
            titleId={titleId}
            onUseMagicLink={(email) => dispatch({ type: 'use-magic-link', email })}
            onBack={() => dispatch({ type: 'back-to-options' })}
          />
        );
      }
      return (
        <EnterEmailStep
          // A new operation is a new form: its fields and errors start afresh.
          key={state.operation}
          operation={state.operation}
          entry={entry}
          initialEmail={state.email}
          target={target}
          googleOffered={methods.includes('google')}
          titleId={titleId}
          onSent={(email, fullName, method) => dispatch({ type: 'email-sent', email, fullName, method })}
          onUnrecognized={(email) => dispatch({ type: 'email-unrecognized', email })}
          onUsePassword={(email) => dispatch({ type: 'use-password', email })}
          onBack={() => dispatch({ type: 'back-to-options' })}
        />
      );
    case 'UNRECOGNIZED_EMAIL':
      return (
        <UnrecognizedEmailStep
          email={state.email}
          titleId={titleId}
          onSeeAllOptions={() => dispatch({ type: 'see-all-sign-in-options' })}
          onCreateAccount={() => dispatch({ type: 'create-account' })}
        />
      );
    case 'CHECK_YOUR_INBOX':
      return (
        <CheckInboxStep
          key={state.inbox}
          operation={state.operation}
          email={state.email}
          fullName={state.fullName}
          mode={state.inbox}
          target={target}
          titleId={titleId}
          onCodeSent={() =>
            dispatch({ type: 'email-sent', email: state.email, fullName: state.fullName, method: 'code' })
          }
          {...(onClose ? { onClose } : {})}
        />
      );
  }
}
