import { renderEmail, type RenderedEmail } from '#shared/email/render-email.ts';
import { StoryEmail, type StoryEmailProps } from './story-email.tsx';

/** A story's newsletter e-mail: its title as the subject. */
export function renderStoryEmail(props: StoryEmailProps): Promise<RenderedEmail> {
  return renderEmail(props.story.title, <StoryEmail {...props} />);
}
