import type { ImageUploadOutcome } from '#web/lib/uploads/upload-image.ts';

export type { UploadedImage } from '#contract/image-upload.ts';

/** What one upload came to: the stored image, or why not and whether a retry may help. */
export type UploadResult = ImageUploadOutcome;

/** Uploads one image file, reporting progress (0 to 1): web/src/lib/uploads/upload-image.ts in the page. */
export type UploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<UploadResult>;

/** Where one upload stands, shown on its placeholder. */
export interface UploadStatus {
  progress: number;
  failure: { message: string; retryable: boolean } | null;
}
