import { editorTexts } from '../../texts.ts';
import { useUploads } from '../uploads/uploads-context.ts';

/** An image on its way: its progress, or why it failed with a retry; never saved as a paragraph. */
export function UploadPlaceholder({ uploadId }: { uploadId: string }) {
  const uploads = useUploads();
  const status = uploads.statusOf(uploadId);
  if (!status) return null;
  const percent = Math.round(status.progress * 100);
  return (
    <div className="story-editor__upload" role="status">
      {status.failure ? (
        <>
          <span role="alert">{status.failure.message}</span>
          {status.failure.retryable && (
            <button type="button" onClick={() => uploads.retry(uploadId)}>
              {editorTexts.retry}
            </button>
          )}
          <button type="button" onClick={() => uploads.remove(uploadId)}>
            {editorTexts.remove}
          </button>
        </>
      ) : (
        <progress max={100} value={percent} aria-label={editorTexts.uploading(percent)}>
          {editorTexts.uploading(percent)}
        </progress>
      )}
    </div>
  );
}
