import type { PostSettings_SettingsFragment } from '#graphql/generated/operations.ts';
import { useUpdatePostSettings } from '../api/update-post-settings-mutation.ts';
import { storySettingsTexts } from '../texts.ts';
import { CountedField } from './counted-field.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';

const texts = storySettingsTexts.seo;

/** The SEO title and description: one section, saved together; an empty field removes the setting. */
export function SeoSection({ settings }: { settings: PostSettings_SettingsFragment }) {
  const save = useUpdatePostSettings();
  const form = useSectionForm({
    seoTitle: settings.seoTitle ?? '',
    seoDescription: settings.seoDescription ?? '',
  });
  const { seoTitle, seoDescription } = form.draft;
  const problem = () =>
    seoTitle.trim().length > texts.titleLimit
      ? storySettingsTexts.tooLong(texts.title, texts.titleLimit)
      : seoDescription.trim().length > texts.descriptionLimit
        ? storySettingsTexts.tooLong(texts.description, texts.descriptionLimit)
        : null;
  const hasError = form.status === 'ERROR';
  return (
    <SectionFrame
      id="seo"
      heading={texts.heading}
      about={texts.about}
      status={form.status}
      message={form.message}
      onSubmit={() =>
        void form.submit(problem, () => save({ postId: settings.id, seoTitle, seoDescription }))
      }
    >
      <CountedField
        name="seoTitle"
        label={texts.title}
        value={seoTitle}
        limit={texts.titleLimit}
        hasError={hasError}
        onChange={(value) => form.edit({ seoTitle: value })}
      />
      <CountedField
        name="seoDescription"
        label={texts.description}
        value={seoDescription}
        limit={texts.descriptionLimit}
        multiline
        hasError={hasError}
        onChange={(value) => form.edit({ seoDescription: value })}
      />
    </SectionFrame>
  );
}
