import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router/link.tsx';
import { useRouter } from '../../../lib/router/router-context.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { buildRoute } from '../../../routes/build-route.ts';
import { useSetPassword } from '../api/set-password-mutation.ts';
import { passwordTexts } from '../texts.ts';
import {
  checkPasswordDraft,
  problemOfOutcome,
  type PasswordDraft,
  type PasswordField,
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

  const field = (name: PasswordField, label: string, autoComplete: string) => (
    <label className="password-page__field">
      <span className="password-page__label">{label}</span>
      <input
        name={name}
        type="password"
        className="password-page__input"
        autoComplete={autoComplete}
        value={draft[name]}
        aria-invalid={problem?.field === name}
        aria-describedby={`${ids.rules} ${ids.problem}`}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </label>
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
        <button type="submit" className="button button--dark" disabled={busy}>
          {busy ? passwordTexts.saving : passwordTexts.save}
        </button>
        <Link to="ShowSettingsTab" params={{ setting: 'security' }} className="settings-link">
          {passwordTexts.cancel}
        </Link>
      </div>
    </form>
  );
}
