import { ApiError, NETWORK_ERROR } from './api-client.ts';
import { currentLanguage } from './language.ts';
import { readString, storageKeys } from './storage.ts';

export type UploadProgress = { loaded: number; total: number };

/**
 * A multipart POST that reports how much has been sent (fetch cannot): the companion of
 * `apiRequest` for uploads, with the same token, the same JSON answer and the same ApiError.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLanguage());
    const token = readString(storageKeys.token);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const error = data as { message?: unknown; code?: unknown; field?: unknown } | undefined;
      if (typeof error?.message === 'string' && typeof error.code === 'string') {
        const field = typeof error.field === 'string' ? error.field : undefined;
        return reject(new ApiError(xhr.status, error.code, error.message, field));
      }
      reject(
        new ApiError(xhr.status, `HTTP_${xhr.status}`, xhr.statusText || 'Something went wrong. Please try again.'),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, 'Something went wrong. Please try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
