import { createContext, useContext } from 'react';
import type { UploadStatus } from './upload-image.ts';

export interface Uploads {
  statusOf(uploadId: string): UploadStatus | undefined;
  retry(uploadId: string): void;
  remove(uploadId: string): void;
}

export const UploadsContext = createContext<Uploads | null>(null);

export function useUploads(): Uploads {
  const uploads = useContext(UploadsContext);
  if (!uploads) throw new Error('useUploads needs the StoryEditor around it');
  return uploads;
}
