import { Button, PasswordField } from '@aws-amplify/ui-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { useSetPassword } from '../api/set-password-mutation.ts';
import { passwordTexts } from '../texts.ts';
import {
  checkPasswordDraft,
  problemOfOutcome,
  type PasswordDraft,
  type PasswordField as PasswordName,
  type PasswordProblem,
} from './password-problem.ts';

const empty: PasswordDraft = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The form: Enter submits; what was typed stays after a refusal; success says so in a toast and goes
 * back to the security settings.
 */
export function PasswordForm({ changing }: { changing: boolean }) {
  const setPassword = useSetPassword();
  const router = useRouter();
  const { showToast } = useToasts();
  const [draft, setDraft] = useState<PasswordDraft>(empty);
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), rules: useId(), problem: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const local = checkPasswordDraft(draft, changing);
    setProblem(local);
    if (local) return;
    setBusy(true);
    const outcome = await setPassword({
      ...(changing ? { currentPassword: draft.currentPassword } : {}),
      newPassword: draft.newPassword,
    });
    setBusy(false);
    if (outcome.__typename === 'User') {
      showToast({ message: changing ? passwordTexts.passwordChanged : passwordTexts.passwordSet });
      router.navigate(buildRoute('ShowSettingsTab', { setting: 'security' }));
      return;
    }
    const refusal = problemOfOutcome(outcome, Date.now());
    setProblem(refusal);
    if (refusal.lockout) showToast({ message: refusal.message, toastStyle: 'ACCOUNT_LOCKOUT' });
  }

  // Amplify UI's PasswordField without its show-password switch: the form stays as it was.
  const field = (name: PasswordName, label: string, autoComplete: string) => (
    <PasswordField
      name={name}
      label={label}
      variation="quiet"
      hideShowPassword
      autoComplete={autoComplete}
      value={draft[name]}
      hasError={problem?.field === name}
      aria-describedby={`${ids.rules} ${ids.problem}`}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
    />
  );

  return (
    <form className="password-page__form" onSubmit={submit} aria-labelledby={ids.title} noValidate>
      <h1 id={ids.title} className="password-page__title">
        {changing ? passwordTexts.changeTitle : passwordTexts.setTitle}
      </h1>
      <p className="password-page__text">{changing ? passwordTexts.changeIntro : passwordTexts.setIntro}</p>
      {changing && field('currentPassword', passwordTexts.currentLabel, 'current-password')}
      {field('newPassword', passwordTexts.newLabel, 'new-password')}
      {field('confirmPassword', passwordTexts.confirmLabel, 'new-password')}
      <p id={ids.rules} className="password-page__rules">
        {passwordTexts.rules}
      </p>
      <p id={ids.problem} className="password-page__problem" role="alert">
        {problem?.message}
      </p>
      <div className="password-page__actions">
        <Button type="submit" variation="primary" isDisabled={busy}>
          {busy ? passwordTexts.saving : passwordTexts.save}
        </Button>
        <Link to="ShowSettingsTab" params={{ setting: 'security' }} className="settings-link">
          {passwordTexts.cancel}
        </Link>
      </div>
    </form>
  );
}
