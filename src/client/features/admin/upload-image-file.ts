import { adminApi } from '../../../shared/admin-routes.js';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '../../../shared/constants.js';
import { ApiRequestError } from '../../lib/api.js';
import { handleAuthError, SESSION_EXPIRED_MESSAGE } from './auth-error.js';

/** One picture sent to `POST /api/upload` (multipart field `image`): shared by every upload control. */

export const ONLY_IMAGES_MESSAGE = 'Only image files are allowed.';
export const UPLOAD_FALLBACK_MESSAGE = 'An error occurred while uploading the image';

/** What the file picker offers: every image, and HEIC/HEIF by name where the system has no type for them. */
export const IMAGE_FILE_ACCEPT = 'image/*,.heic,.heif';

const IMAGE_NAME = /\.(avif|gif|jpe?g|png|webp|bmp|svg|tiff?|heic|heif)$/i;

/**
 * Why a chosen file is not sent, or null (spec 5: 'Image upload accepts image files only'; the size is
 * told before the upload, not after it). The server judges the content: some browsers give a HEIC no
 * type, or a generic one, so its name counts too.
 */
export function refuseImageFile(file: File): string | null {
  if (!file.type.startsWith('image/') && !IMAGE_NAME.test(file.name)) return ONLY_IMAGES_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * An upload that did not store the picture: `status` is the server's answer (0 when none came);
 * `toasted` when the session-expiry toast already said so.
 */
export class UploadFailedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly toasted = false,
  ) {
    super(message);
  }

  /** Whether sending the same file again may work: no answer, or the server busy or failing. */
  get retryable() {
    return !this.toasted && (this.status === 0 || this.status >= 500);
  }
}

export interface ImageFileUpload {
  /** The stored picture's path; rejects with UploadFailedError (or an AbortError after `abort`). */
  done: Promise<string>;
  abort: () => void;
}

/**
 * Sends one file with XMLHttpRequest (fetch reports no upload progress), with credentials; `onProgress`
 * hears whole percents. The server's message, when it sends one, is the error's.
 */
export function uploadImageFile(
  file: File,
  { entity, onProgress }: { entity?: string; onProgress?: (percent: number) => void } = {},
): ImageFileUpload {
  const form = new FormData();
  if (entity) form.append('entity', entity);
  form.append('image', file);
  const xhr = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    xhr.open('POST', adminApi.upload);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      let body: { path?: unknown; file?: { url?: unknown }; message?: unknown } | null = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const path = typeof body?.path === 'string' ? body.path : body?.file?.url;
        if (typeof path === 'string' && path) resolve(path);
        else reject(new UploadFailedError(UPLOAD_FALLBACK_MESSAGE, xhr.status));
        return;
      }
      if (handleAuthError(new ApiRequestError(xhr.status, text, xhr.statusText))) {
        reject(new UploadFailedError(SESSION_EXPIRED_MESSAGE, xhr.status, true));
      } else if (typeof body?.message === 'string' && body.message) {
        reject(new UploadFailedError(body.message, xhr.status));
      } else if (xhr.status === 500 && !text) {
        reject(new UploadFailedError('Internal Server Error', xhr.status));
      } else {
        reject(new UploadFailedError(UPLOAD_FALLBACK_MESSAGE, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadFailedError(UPLOAD_FALLBACK_MESSAGE, 0));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
