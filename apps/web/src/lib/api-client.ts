import type { ErrorBody } from '@shop/shared/errors';
import { localMessage } from './i18n.ts';
import { currentLanguage } from './language.ts';
import { readString, storageKeys } from './storage.ts';

/** An answer of the API that was not 2xx: `message` is for people, `code` for the program. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'NETWORK';

/** How a request reaches the API: the browser's `fetch`; on the server, the API in the same process. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** The server's renderer (entry-server.tsx) answers the pages' requests without leaving the process. */
export function setTransport(next: Transport): void {
  transport = next;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The one fetch wrapper: sends the stored token and the language being shown (Accept-Language, so
 * the server answers messages and mails in it), JSON in and out, and turns every failure into an
 * ApiError (status 0 and code NETWORK when the request never reached the shop). The answer is typed
 * by the shared contract; the server already serialises it through the same zod schema, so the
 * browser does not ship zod just to parse it again.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
    ...options.headers,
  };
  const token = readString(storageKeys.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, 'Something went wrong. Please try again.');
  }

  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (isErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.field);
    throw new ApiError(
      response.status,
      'HTTP_' + response.status,
      response.statusText || 'Something went wrong. Please try again.',
    );
  }
  return data as T;
}

/**
 * A file from the API (e.g. a CSV export) with the stored token, for the browser to save under the
 * name the server gave it. Failures are ApiErrors, as with apiRequest.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string | undefined }> {
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  const token = readString(storageKeys.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, 'Something went wrong. Please try again.');
  }
  if (!response.ok) {
    const data = safeJson(await response.text());
    if (isErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.field);
    throw new ApiError(response.status, 'HTTP_' + response.status, 'Something went wrong. Please try again.');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] };
}

function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const body = data as Record<string, unknown>;
  return typeof body.message === 'string' && typeof body.code === 'string';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The message to show for any error a request can throw, in the language shown where known. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return localMessage(error instanceof ApiError ? error.message : fallback);
}
