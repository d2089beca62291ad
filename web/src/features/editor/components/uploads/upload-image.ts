/** An uploaded image, as the upload endpoint answers it. */
export interface UploadedImage {
  id: string;
  originalWidth: number;
  originalHeight: number;
}

export type UploadResult =
  { ok: true; image: UploadedImage } | { ok: false; message: string; retryable: boolean };

/** Uploads one image file, reporting progress (0 to 1); the uploads slice provides the real one. */
export type UploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<UploadResult>;

/** Where one upload stands, shown on its placeholder. */
export interface UploadStatus {
  progress: number;
  failure: { message: string; retryable: boolean } | null;
}
