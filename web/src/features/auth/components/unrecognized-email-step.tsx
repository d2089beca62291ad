import { authTexts } from '../texts.ts';

interface UnrecognizedEmailStepProps {
  email: string;
  titleId: string;
  onSeeAllOptions(): void;
  onCreateAccount(): void;
}

/** UNRECOGNIZED_EMAIL (spec 2 §2): no account uses the address; other options, or sign up with it. */
export function UnrecognizedEmailStep({
  email,
  titleId,
  onSeeAllOptions,
  onCreateAccount,
}: UnrecognizedEmailStepProps) {
  return (
    <div className="sign-in__step">
      <h2 id={titleId} className="sign-in__title">
        {authTexts.unrecognizedEmail}
      </h2>
      <p className="sign-in__subtitle sign-in__email">{email}</p>
      <p className="sign-in__switch">
        <button type="button" className="sign-in__text-button" onClick={onSeeAllOptions}>
          {authTexts.seeAllSignInOptions}
        </button>{' '}
        {authTexts.unrecognizedEmailJoin}{' '}
        <button type="button" className="sign-in__text-button" onClick={onCreateAccount}>
          {authTexts.createNewAccount}
        </button>
      </p>
    </div>
  );
}
