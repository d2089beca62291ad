import { createContext, useContext } from 'react';
import type { UploadStatus } from './upload-image.ts';

/** The uploads of one editor: placeholders read their status here, the toolbar and paste insert. */
export interface Uploads {
  /** Inserts a placeholder for each image file at the caret and starts uploading it. */
  insert(files: readonly File[]): void;
  statusOf(uploadId: string): UploadStatus | undefined;
  retry(uploadId: string): void;
  remove(uploadId: string): void;
}

export const UploadsContext = createContext<Uploads | null>(null);

export function useUploads(): Uploads {
  const uploads = useContext(UploadsContext);
  if (!uploads) throw new Error('useUploads needs ImageUploads around it');
  return uploads;
}
