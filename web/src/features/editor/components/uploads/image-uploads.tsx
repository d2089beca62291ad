import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { $createUploadPlaceholderNode } from '../../model/nodes/upload-placeholder-node.tsx';
import { editorTexts } from '../../texts.ts';
import type { UploadImage, UploadResult, UploadStatus } from './upload-image.ts';
import { $findUpload, $placeUploadedImage } from './upload-nodes.ts';
import { UploadsContext, type Uploads } from './uploads-context.ts';

const failedToStart = (): UploadResult => ({ ok: false, message: editorTexts.uploadFailed, retryable: true });

/**
 * Uploads images dropped, pasted or picked into the editor: each gets a placeholder showing its
 * progress; a success replaces it with the image, a failure leaves it with the message and a retry
 * (when the failure is worth retrying). The files are kept until their upload succeeds or is removed.
 */
export function ImageUploads({ uploadImage, children }: { uploadImage: UploadImage; children: ReactNode }) {
  const [editor] = useLexicalComposerContext();
  const [statuses, setStatuses] = useState<ReadonlyMap<string, UploadStatus>>(new Map());
  const files = useRef(new Map<string, File>());
  const count = useRef(0);

  const setStatus = useCallback((uploadId: string, status: UploadStatus | null) => {
    setStatuses((previous) => {
      const next = new Map(previous);
      if (status) next.set(uploadId, status);
      else next.delete(uploadId);
      return next;
    });
  }, []);

  const finish = useCallback(
    (uploadId: string, result: UploadResult) => {
      if (!result.ok) {
        setStatus(uploadId, {
          progress: 0,
          failure: { message: result.message, retryable: result.retryable },
        });
        return;
      }
      editor.update(() => $placeUploadedImage(uploadId, result.image));
      files.current.delete(uploadId);
      setStatus(uploadId, null);
    },
    [editor, setStatus],
  );

  const start = useCallback(
    (uploadId: string, file: File) => {
      setStatus(uploadId, { progress: 0, failure: null });
      uploadImage(file, (progress) => setStatus(uploadId, { progress, failure: null }))
        // A rejected upload (a network error before any answer) is shown as a failure to retry.
        .catch(failedToStart)
        .then((result) => finish(uploadId, result));
    },
    [uploadImage, setStatus, finish],
  );

  const uploads = useMemo<Uploads>(
    () => ({
      insert(images) {
        for (const file of images) {
          const uploadId = `upload-${(count.current += 1)}`;
          files.current.set(uploadId, file);
          editor.update(() => void $insertNodeToNearestRoot($createUploadPlaceholderNode(uploadId)));
          start(uploadId, file);
        }
      },
      statusOf: (uploadId) => statuses.get(uploadId),
      retry(uploadId) {
        const file = files.current.get(uploadId);
        if (file) start(uploadId, file);
      },
      remove(uploadId) {
        editor.update(() => $findUpload(uploadId)?.remove());
        files.current.delete(uploadId);
        setStatus(uploadId, null);
      },
    }),
    [editor, statuses, start, setStatus],
  );

  return <UploadsContext.Provider value={uploads}>{children}</UploadsContext.Provider>;
}
