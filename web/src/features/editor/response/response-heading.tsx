import { Link } from '#web/lib/router/link.tsx';
import { editorTexts } from '../texts.ts';
import type { TargetAnswer } from './response-target.ts';

/**
 * Above a response in the full editor (decision 121): "Response to {story}" linking to it, the passage
 * a response to a quote answers, and the server's refusal in its words when the story no longer takes
 * responses (the text stays: it is the writer's draft).
 */
export function ResponseHeading({ answer, quotedText }: { answer: TargetAnswer; quotedText: string | null }) {
  const texts = editorTexts.response;
  const quote = quotedText ?? (answer.state === 'ready' ? answer.quotedText : null);
  return (
    <section className="editor-page__response" aria-label={texts.label}>
      {answer.state === 'ready' && (
        <p className="editor-page__response-to">
          {texts.to}{' '}
          <Link to="ShowPost" params={{ postId: answer.post.id }}>
            {answer.post.title}
          </Link>
        </p>
      )}
      {quote && (
        <blockquote className="editor-page__quote" aria-label={texts.quoted}>
          {quote}
        </blockquote>
      )}
      {answer.state === 'refused' && (
        <p className="editor-page__problem" role="alert">
          {answer.message}
        </p>
      )}
    </section>
  );
}
