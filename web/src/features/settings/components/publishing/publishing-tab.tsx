import { defaultPublishingSettings } from '#shared/user-settings';
import { Link } from '../../../../lib/router/link.tsx';
import { Avatar } from '../../../../ui/avatar.tsx';
import { useUpdatePublishingSettings } from '../../api/update-publishing-settings-mutation.ts';
import { settingsTexts } from '../../texts.ts';
import { ChoiceSetting } from '../fields/choice-setting.tsx';
import { ToggleSetting } from '../fields/toggle-setting.tsx';
import type { PublishingSettingsUser } from './publishing-settings-fragment.ts';

/** Publishing: #audience-development, #followers (who may respond), #managePublications. */
export function PublishingTab({ user }: { user: PublishingSettingsUser }) {
  const update = useUpdatePublishingSettings();
  // Null only when the API could not answer the field: the defaults every new reader has.
  const settings = user.publishingSettings ?? defaultPublishingSettings;
  const publications = user.adminCollections ?? [];
  return (
    <>
      <section id="audience-development" className="settings-section" aria-labelledby="audience-heading">
        <h2 id="audience-heading" className="settings-section__heading">
          {settingsTexts.audienceHeading}
        </h2>
        <ToggleSetting
          name="allowEmailAddressSharingEditorWriter"
          label={settingsTexts.allowEmailSharing}
          hint={settingsTexts.allowEmailSharingHint}
          checked={settings.allowEmailAddressSharingEditorWriter}
          save={(checked) => update({ input: { allowEmailAddressSharingEditorWriter: checked } })}
        />
      </section>
      <section id="followers" className="settings-section" aria-labelledby="followers-heading">
        <h2 id="followers-heading" className="settings-section__heading">
          {settingsTexts.followersHeading}
        </h2>
        <ChoiceSetting
          name="defaultResponsesAllowed"
          legend={settingsTexts.defaultResponsesLabel}
          options={settingsTexts.responsesAllowed}
          value={settings.defaultResponsesAllowed}
          save={(value) => update({ input: { defaultResponsesAllowed: value } })}
        />
      </section>
      <section id="managePublications" className="settings-section" aria-labelledby="publications-heading">
        <h2 id="publications-heading" className="settings-section__heading">
          {settingsTexts.managePublicationsHeading}
        </h2>
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
      </section>
    </>
  );
}
