import {
  customSlugPattern,
  storySettingsLimits,
  storySettingsMessages,
  uniqueSlugWith,
} from '#contract/story-settings.ts';
import type { PostSettings_SettingsFragment } from '#graphql/generated/operations.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { useUpdatePostSettings } from '../api/update-post-settings-mutation.ts';
import { storyAddress } from '../story-address.ts';
import { storySettingsTexts } from '../texts.ts';
import { CountedField } from './counted-field.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';

const texts = storySettingsTexts.link;

/**
 * The custom slug, with the story's address as it will be, live. The id stays at the end, so the
 * story's earlier links keep working. A draft's link is set by its first publish.
 */
export function StoryLinkSection({ settings }: { settings: PostSettings_SettingsFragment }) {
  const save = useUpdatePostSettings();
  const { authOrigin } = useSiteConfig();
  const form = useSectionForm({ slug: settings.slug });
  const slug = form.draft.slug.trim();
  const published = settings.post.isPublished;
  const problem = () =>
    slug.length > storySettingsLimits.slugMaxLength || !customSlugPattern.test(slug)
      ? storySettingsMessages.slugInvalid
      : null;
  return (
    <SectionFrame
      id="story-link"
      heading={texts.heading}
      about={published ? texts.about : storySettingsMessages.slugBeforePublishing}
      status={form.status}
      message={form.message}
      {...(published && {
        onSubmit: () => void form.submit(problem, () => save({ postId: settings.id, slug })),
      })}
    >
      <CountedField
        name="slug"
        label={texts.label}
        value={form.draft.slug}
        limit={storySettingsLimits.slugMaxLength}
        hasError={form.status === 'ERROR'}
        isDisabled={!published}
        onChange={(value) => form.edit({ slug: value })}
      />
      <p className="settings-field__hint story-settings__preview">
        {texts.preview}{' '}
        <output name="address">
          {storyAddress(settings.post, authOrigin, uniqueSlugWith(slug, settings.id))}
        </output>
      </p>
    </SectionFrame>
  );
}
