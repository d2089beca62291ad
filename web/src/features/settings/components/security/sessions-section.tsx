import { Button } from '@aws-amplify/ui-react';
import { formatShortDate } from '#web/lib/format/date.ts';
import { useRevokeSession } from '../../api/revoke-session-mutation.ts';
import { settingsTexts } from '../../texts.ts';
import { describeUserAgent } from '../../user-agent.ts';
import { FieldStatusLine } from '../fields/field-status.tsx';
import { useFieldStatus } from '../fields/use-field-status.ts';
import type { SessionsSettings_UserFragment } from '#graphql/generated/operations.ts';

type SessionRow = NonNullable<SessionsSettings_UserFragment['sessions']>[number];

const methodName = (method: string) => settingsTexts.sessionMethods[method] ?? method;

/** The browsers signed in as the viewer, newest first; any but this one can be revoked. */
export function SessionsList({ sessions, now }: { sessions: SessionRow[]; now: number }) {
  return (
    <div className="settings-field">
      <h3 className="settings-field__label">{settingsTexts.sessionsHeading}</h3>
      <ul className="settings-list">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} now={now} />
        ))}
      </ul>
    </div>
  );
}

function SessionItem({ session, now }: { session: SessionRow; now: number }) {
  const revoke = useRevokeSession();
  const field = useFieldStatus();
  const statusId = `session-${session.id}-status`;
  return (
    <li className="settings-list__item settings-session" data-session={session.id}>
      <div className="settings-session__about">
        <p className="settings-session__device">
          {describeUserAgent(session.userAgent) ?? settingsTexts.unknownDevice}
          {session.isCurrent && <span className="settings-session__current">{settingsTexts.thisDevice}</span>}
        </p>
        <p className="settings-field__hint">
          {settingsTexts.signedInWith(methodName(session.method))} ·{' '}
          {settingsTexts.lastActive(formatShortDate(session.lastSeenAt, now))}
        </p>
        <FieldStatusLine
          id={statusId}
          status={field.status === 'SUCCESS' ? null : field.status}
          message={field.message}
          loadingText={settingsTexts.revoking}
        />
      </div>
      {/* This browser signs out from the avatar menu, which also clears its cookie. */}
      {!session.isCurrent && (
        <Button
          isDisabled={field.status === 'LOADING'}
          aria-describedby={statusId}
          onClick={() => void field.save(() => revoke({ id: session.id }))}
        >
          {settingsTexts.revoke}
        </Button>
      )}
    </li>
  );
}
