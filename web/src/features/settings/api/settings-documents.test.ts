import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import { ClaimSubdomain } from './claim-subdomain-mutation.ts';
import { CreateIntegrationToken } from './create-integration-token-mutation.ts';
import { RequestEmailChange } from './request-email-change-mutation.ts';
import { RevokeIntegrationToken } from './revoke-integration-token-mutation.ts';
import { RevokeSession } from './revoke-session-mutation.ts';
import { SettingsQuery } from './settings-query.ts';
import { UnclaimSubdomain } from './unclaim-subdomain-mutation.ts';
import { UpdateNotificationSettings } from './update-notification-settings-mutation.ts';
import { UpdatePublishingSettings } from './update-publishing-settings-mutation.ts';
import { UpdateUsername } from './update-username-mutation.ts';
import { UpdateViewerProfile } from './update-viewer-profile-mutation.ts';

describe.each([
  ['SettingsQuery', SettingsQuery, 'settings-query.ts'],
  ['RequestEmailChange', RequestEmailChange, 'request-email-change-mutation.ts'],
  ['UpdateViewerProfile', UpdateViewerProfile, 'update-viewer-profile-mutation.ts'],
  ['UpdateUsername', UpdateUsername, 'update-username-mutation.ts'],
  ['ClaimSubdomain', ClaimSubdomain, 'claim-subdomain-mutation.ts'],
  ['UnclaimSubdomain', UnclaimSubdomain, 'unclaim-subdomain-mutation.ts'],
  ['UpdateNotificationSettings', UpdateNotificationSettings, 'update-notification-settings-mutation.ts'],
  ['UpdatePublishingSettings', UpdatePublishingSettings, 'update-publishing-settings-mutation.ts'],
  ['RevokeSession', RevokeSession, 'revoke-session-mutation.ts'],
  ['CreateIntegrationToken', CreateIntegrationToken, 'create-integration-token-mutation.ts'],
  ['RevokeIntegrationToken', RevokeIntegrationToken, 'revoke-integration-token-mutation.ts'],
] as const)('%s', (name, document, file) => {
  it('carries the spec’s operation name', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
  });

  it('is parsed at build time like every other document', () => {
    const source = readFileSync(`${__dirname}/${file}`, 'utf8');
    expect(precompileDocuments(source, '/with-fragments.ts')).toContain(`"value":"${name}"`);
  });
});
