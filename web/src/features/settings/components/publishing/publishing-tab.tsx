import { lazy, Suspense } from 'react';
import { defaultPublishingSettings } from '#contract/user-settings.ts';
import { Link } from '#web/lib/router/link.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { useUpdatePublishingSettings } from '../../api/update-publishing-settings-mutation.ts';
import { settingsTexts } from '../../texts.ts';
import { ChoiceSetting } from '../fields/choice-setting.tsx';
import { ToggleSetting } from '../fields/toggle-setting.tsx';
import type { PublishingSettings_UserFragment } from '#graphql/generated/operations.ts';
import { SettingsSection } from '../fields/settings-section.tsx';

// The newsletter part is its own chunk (decision 179): loaded when this tab shows, not with the page.
const NewsletterAudience = lazy(() =>
  import('./newsletter-audience.tsx').then(({ NewsletterAudience }) => ({ default: NewsletterAudience })),
);

/** Publishing: #audience-development (sharing, the newsletter), #followers (who may respond), #managePublications. */
export function PublishingTab({ user }: { user: PublishingSettings_UserFragment }) {
  const update = useUpdatePublishingSettings();
  // Null only when the API could not answer the field: the defaults every new reader has.
  const settings = user.publishingSettings ?? defaultPublishingSettings;
  const publications = user.adminCollections ?? [];
  return (
    <>
      <SettingsSection id="audience-development" heading={settingsTexts.audienceHeading}>
        <ToggleSetting
          name="allowEmailAddressSharingEditorWriter"
          label={settingsTexts.allowEmailSharing}
          hint={settingsTexts.allowEmailSharingHint}
          checked={settings.allowEmailAddressSharingEditorWriter}
          save={(checked) => update({ input: { allowEmailAddressSharingEditorWriter: checked } })}
        />
        <Suspense fallback={null}>
          <NewsletterAudience username={user.username} />
        </Suspense>
      </SettingsSection>
      <SettingsSection id="followers" heading={settingsTexts.followersHeading}>
        <ChoiceSetting
          name="defaultResponsesAllowed"
          legend={settingsTexts.defaultResponsesLabel}
          options={settingsTexts.responsesAllowed}
          value={settings.defaultResponsesAllowed}
          save={(value) => update({ input: { defaultResponsesAllowed: value } })}
        />
      </SettingsSection>
      <SettingsSection id="managePublications" heading={settingsTexts.managePublicationsHeading}>
        {publications.length === 0 ? (
          <p className="settings-section__value">{settingsTexts.noPublications}</p>
        ) : (
          <ul className="settings-list">
            {publications.map((publication) => (
              <li key={publication.id} className="settings-list__item">
                <Avatar name={publication.name} imageId={publication.avatar?.id ?? null} size={32} />
                <Link
                  to="ShowCollectionHome"
                  params={{ collectionSlug: publication.slug }}
                  className="settings-link"
                >
                  {publication.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
    </>
  );
}
