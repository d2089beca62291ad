import { useId } from 'react';
import { ProblemMessage, type Problem } from './problem-message.tsx';

interface EmailFieldProps {
  label: string;
  value: string;
  /** Shown under the field, which is then marked invalid and described by it. */
  problem: Problem;
  onChange(value: string): void;
}

/** An e-mail address field with its problem under it, as the sign-in steps and the subscribe form ask. */
export function EmailField({ label, value, problem, onChange }: EmailFieldProps) {
  const ids = { email: useId(), problem: useId() };
  return (
    <>
      <label className="sign-in__field" htmlFor={ids.email}>
        <span className="sign-in__label">{label}</span>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <ProblemMessage id={ids.problem} problem={problem} />
    </>
  );
}
