import { Alert, Button } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { invalidEmailMessage, isValidEmail, normaliseEmail } from '#contract/email-address.ts';
import { useRequestEmailChange } from '../../api/request-email-change-mutation.ts';
import { settingsTexts } from '../../texts.ts';
import { FieldStatusLine } from '../fields/field-status.tsx';
import { TextSetting } from '../fields/text-setting.tsx';
import { useFieldStatus } from '../fields/use-field-status.ts';
import type { AccountSettings_UserFragment } from '#graphql/generated/operations.ts';
import { SettingsSection } from '../fields/settings-section.tsx';

const checkEmail = (draft: string) => (isValidEmail(draft) ? null : invalidEmailMessage);

/**
 * #email: the address as the API shows it (mostly hidden), a new address waiting for its link, and
 * the change itself: the address changes only once the link sent to the new one is clicked.
 */
export function EmailSection({ user }: { user: AccountSettings_UserFragment }) {
  const requestChange = useRequestEmailChange();
  const [changing, setChanging] = useState(false);
  const resend = useFieldStatus();
  const resendStatusId = useId();
  const pending = user.unverifiedEmail;

  return (
    <SettingsSection id="email" heading={settingsTexts.emailHeading}>
      <p className="settings-section__value">{user.emailObfuscated ?? settingsTexts.noEmail}</p>
      {pending && (
        // Not an alert: the status line below announces what the reader did.
        <Alert variation="info" hasIcon={false} role={undefined} className="settings-pending">
          <p className="settings-pending__text">{settingsTexts.pendingEmail(pending)}</p>
          <Button
            variation="link"
            isDisabled={resend.status === 'LOADING'}
            onClick={() => void resend.save(() => requestChange({ email: pending }))}
          >
            {settingsTexts.resendLink}
          </Button>
          <FieldStatusLine
            id={resendStatusId}
            status={resend.status}
            message={resend.message}
            successText={settingsTexts.verificationSent(pending)}
          />
        </Alert>
      )}
      {changing ? (
        <TextSetting
          name="email"
          type="email"
          autoComplete="email"
          label={settingsTexts.newEmailLabel}
          value=""
          check={checkEmail}
          save={(draft) => requestChange({ email: normaliseEmail(draft) })}
          savedText={(draft) => settingsTexts.verificationSent(normaliseEmail(draft))}
          submitLabel={settingsTexts.sendVerification}
        />
      ) : (
        <Button onClick={() => setChanging(true)}>{settingsTexts.changeEmail}</Button>
      )}
    </SettingsSection>
  );
}
