import { isCanonicalUrl, storySettingsMessages } from '#contract/story-settings.ts';
import type { PostSettings_SettingsFragment } from '#graphql/generated/operations.ts';
import { useUpdatePostSettings } from '../api/update-post-settings-mutation.ts';
import { storySettingsTexts } from '../texts.ts';
import { CountedField } from './counted-field.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';

const texts = storySettingsTexts.canonical;

/** The canonical link of a story first published elsewhere; an empty field removes it. */
export function CanonicalSection({ settings }: { settings: PostSettings_SettingsFragment }) {
  const save = useUpdatePostSettings();
  const form = useSectionForm({ canonicalUrl: settings.canonicalUrl ?? '' });
  const canonicalUrl = form.draft.canonicalUrl.trim();
  const problem = () =>
    canonicalUrl && !isCanonicalUrl(canonicalUrl) ? storySettingsMessages.canonicalUrlInvalid : null;
  return (
    <SectionFrame
      id="canonical"
      heading={texts.heading}
      about={texts.about}
      status={form.status}
      message={form.message}
      onSubmit={() => void form.submit(problem, () => save({ postId: settings.id, canonicalUrl }))}
    >
      <CountedField
        name="canonicalUrl"
        label={texts.label}
        type="url"
        value={form.draft.canonicalUrl}
        hasError={form.status === 'ERROR'}
        onChange={(value) => form.edit({ canonicalUrl: value })}
      />
    </SectionFrame>
  );
}
