import { SwitchField } from '@aws-amplify/ui-react';
import type { PostSettings_SettingsFragment } from '#graphql/generated/operations.ts';
import { useUpdatePostSettings } from '../api/update-post-settings-mutation.ts';
import { storySettingsTexts } from '../texts.ts';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';

const texts = storySettingsTexts.recommendations;

/**
 * The story's topics (its tags, chosen when publishing: decision 100) and whether it shows in
 * recommendations, saved as soon as it is switched; after a failed save the switch keeps the
 * writer's choice beside the problem.
 */
export function RecommendationsSection({ settings }: { settings: PostSettings_SettingsFragment }) {
  const save = useUpdatePostSettings();
  const form = useSectionForm({ showInRecommendations: settings.showInRecommendations });
  const tags = settings.post.tags;
  const toggle = (showInRecommendations: boolean) => {
    form.edit({ showInRecommendations });
    void form.submit(
      () => null,
      () => save({ postId: settings.id, showInRecommendations }),
    );
  };
  return (
    <SectionFrame
      id="recommendations"
      heading={texts.heading}
      about={texts.topics}
      status={form.status}
      message={form.message}
    >
      <p className="settings-section__value" aria-label={texts.topicsLabel}>
        {tags.length > 0 ? tags.map((tag) => tag.displayTitle).join(', ') : texts.noTopics}
      </p>
      <SwitchField
        name="showInRecommendations"
        label={texts.show}
        isChecked={form.draft.showInRecommendations}
        isDisabled={form.status === 'LOADING'}
        onChange={(event) => toggle(event.target.checked)}
      />
      <p className="settings-field__hint">{texts.about}</p>
    </SectionFrame>
  );
}
