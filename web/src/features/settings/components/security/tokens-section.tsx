import { Alert, Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { formatShortDate } from '#web/lib/format/date.ts';
import { useCreateIntegrationToken } from '../../api/create-integration-token-mutation.ts';
import { useRevokeIntegrationToken } from '../../api/revoke-integration-token-mutation.ts';
import { settingsTexts } from '../../texts.ts';
import { FieldStatusLine } from '../fields/field-status.tsx';
import { TextSetting } from '../fields/text-setting.tsx';
import { useFieldStatus } from '../fields/use-field-status.ts';
import type { IntegrationToken_RowFragment } from '#graphql/generated/operations.ts';
import { SettingsSection } from '../fields/settings-section.tsx';

/** The API's limit on a token's description (functions/auth: 1..100 characters). */
export const maxTokenDescriptionLength = 100;

interface TokensSectionProps {
  viewerId: string;
  tokens: IntegrationToken_RowFragment[];
  now: number;
}

/** #developers › #tokens: create a token (shown once, with a copy button), list and revoke them. */
export function TokensSection({ viewerId, tokens, now }: TokensSectionProps) {
  const create = useCreateIntegrationToken(viewerId);
  const [created, setCreated] = useState<string | null>(null);

  async function save(draft: string) {
    const outcome = await create(draft.trim());
    if (outcome.ok) setCreated(outcome.token);
    return outcome.ok ? { ok: true as const } : outcome;
  }

  return (
    <SettingsSection id="developers" heading={settingsTexts.developersHeading}>
      <div id="tokens" className="settings-subsection">
        <h3 className="settings-field__label">{settingsTexts.tokensHeading}</h3>
        <p className="settings-field__hint">{settingsTexts.tokensHint}</p>
        <TextSetting
          name="tokenDescription"
          label={settingsTexts.tokenDescriptionLabel}
          value=""
          limit={maxTokenDescriptionLength}
          check={(draft) => (draft.trim() ? null : settingsTexts.tokenDescriptionEmpty)}
          save={save}
          submitLabel={settingsTexts.createToken}
        />
        {created && <CreatedToken token={created} />}
        {tokens.length === 0 ? (
          <p className="settings-section__value">{settingsTexts.noTokens}</p>
        ) : (
          <ul className="settings-list">
            {tokens.map((token) => (
              <TokenItem key={token.id} token={token} now={now} />
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}

/** The new token, this once: the server keeps only its hash. */
function CreatedToken({ token }: { token: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch (error) {
      // The token stays selectable on the page: copying by hand still works.
      console.warn('Could not copy the token.', error);
    }
  }
  return (
    // A region, not an alert: only the warning is announced, not the token.
    <Alert
      variation="warning"
      hasIcon={false}
      role="region"
      aria-label={settingsTexts.tokensHeading}
      className="settings-token"
    >
      <div className="settings-token__body">
        <p className="settings-token__warning" role="alert">
          {settingsTexts.tokenWarning}
        </p>
        <code className="settings-token__value">{token}</code>
        <Button onClick={() => void copy()}>{copied ? settingsTexts.copied : settingsTexts.copy}</Button>
      </div>
    </Alert>
  );
}

function TokenItem({ token, now }: { token: IntegrationToken_RowFragment; now: number }) {
  const revoke = useRevokeIntegrationToken();
  const field = useFieldStatus();
  const statusId = `token-${token.id}-status`;
  const used =
    token.lastUsedAt === null
      ? settingsTexts.neverUsed
      : settingsTexts.lastUsed(formatShortDate(token.lastUsedAt, now));
  return (
    <li className="settings-list__item" data-token={token.id}>
      <div className="settings-session__about">
        <p className="settings-list__name">{token.description}</p>
        <p className="settings-field__hint">
          {settingsTexts.createdOn(formatShortDate(token.createdAt, now))}, {used}
        </p>
        <FieldStatusLine
          id={statusId}
          status={field.status === 'SUCCESS' ? null : field.status}
          message={field.message}
          loadingText={settingsTexts.revoking}
        />
      </div>
      <Button
        isDisabled={field.status === 'LOADING'}
        aria-describedby={statusId}
        onClick={() => void field.save(() => revoke({ id: token.id }))}
      >
        {settingsTexts.revoke}
      </Button>
    </li>
  );
}
