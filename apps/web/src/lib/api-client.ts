import { NDJSON_TYPE } from '@lampsheet/contracts';
import { clearToken, getToken, setLoginNotice } from './auth-token';
import { currentLanguage, i18next } from './i18n';
import { notifyError } from './notify';

/** A failed call: the server's machine code, the HTTP status and the human message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The request field the failure is about, when the server names one. */
  readonly field: string | undefined;
  /** What exactly was wrong, named for the screen to word (a refused photometric file's `reason`, `line`, `found`, `file`). */
  readonly params: Readonly<Record<string, string | number | null>> | undefined;

  constructor(code: string, status: number, message: string, field?: string, params?: Readonly<Record<string, string | number | null>>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.field = field;
    this.params = params;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body. */
  form?: QueryParams;
  /** multipart body. */
  formData?: FormData;
  signal?: AbortSignal;
  /** Do not toast on failure (the caller shows the failure itself, or the failure is expected). */
  silent?: boolean;
  /** The answer's media type asked for (default JSON). */
  accept?: string;
}

const API_PREFIX = '/api';

type UnauthorizedHandler = (redirectTo: string) => void;

/** The log-in page is a page of its own (login.html): the browser opens it. */
let onUnauthorized: UnauthorizedHandler = (redirectTo) => {
  window.location.assign(`/login?redirect=${encodeURIComponent(redirectTo)}`);
};

/** Replaces how a 401 leaves the app (tests record it instead). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Serialises query/form values: empty values are left out, arrays are comma-joined (docs/DOMAIN.md). */
export function toSearchParams(params: QueryParams | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search;
}

function buildUrl(path: string, query?: QueryParams): string {
  const qs = toSearchParams(query).toString();
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${API_PREFIX}${clean}${qs ? `?${qs}` : ''}`;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  code?: string;
  message?: string;
  field?: string;
  params?: Record<string, string | number | null>;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Sends one API call with the token and the language; `accept` reads a successful answer (the
 * envelope's `data`, or a file). A failure throws `ApiError` with the server's message. A 401
 * (other than a failed log-in) ends the session and returns to the log-in page, keeping where
 * the user was.
 */
async function call<T>(path: string, options: RequestOptions, accept: (response: Response) => Promise<{ ok: true; value: T } | { ok: false; payload: unknown }>): Promise<T> {
  const headers = new Headers({ Accept: options.accept ?? 'application/json', 'Accept-Language': currentLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData; // the browser sets the multipart boundary
  } else if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    body = toSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }

  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  let error: ApiError;
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
    const answer = await accept(response);
    if (answer.ok) return answer.value;
    const payload = answer.payload;
    error = isEnvelope(payload)
      ? new ApiError(
          payload.code ?? 'UNKNOWN',
          response.status,
          payload.message || i18next.t('errors.unknown', { status: response.status }),
          payload.field,
          payload.params,
        )
      : new ApiError('HTTP_ERROR', response.status, i18next.t('errors.unknown', { status: response.status }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    error = new ApiError('NETWORK_ERROR', 0, i18next.t('errors.network'));
  }

  if (error.status === 401 && path !== '/auth/login') endSession(token);
  else if (!options.silent) notifyError(error.message);
  throw error;
}

/** A 401: the session is over; back to log-in, keeping where the user was. */
function endSession(token: string | null): void {
  clearToken();
  // Only a session that existed can have ended (a call racing a log-out sends no token).
  if (token) {
    notifyError(i18next.t('auth.sessionExpired'));
    setLoginNotice('sessionExpired');
  }
  if (!window.location.pathname.startsWith('/login')) onUnauthorized(currentLocation());
}

/** How far a download is: bytes received, and the whole size when the server announced it. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name from `Content-Disposition` (the UTF-8 `filename*` when given), or null. */
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header: `filename*=UTF-8''…` first, else `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads a file from the API with the session's token and language, reading the body as it
 * streams in and reporting each step to `onProgress`. A refusal is an `ApiError` with the
 * server's message, not toasted (the caller shows it where the download was asked for); a 401
 * ends the session as every call does.
 */
export async function apiDownload(
  path: string,
  options: { query?: QueryParams; json?: unknown; signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadedFile> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A request body (an export's search) makes it a POST.
  const post = options.json !== undefined;
  if (post) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: post ? 'POST' : 'GET',
      headers,
      body: post ? JSON.stringify(options.json) : undefined,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', 0, i18next.t('errors.network'));
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    const error = isEnvelope(payload)
      ? new ApiError(payload.code ?? 'UNKNOWN', response.status, payload.message || i18next.t('errors.unknown', { status: response.status }))
      : new ApiError('HTTP_ERROR', response.status, i18next.t('errors.unknown', { status: response.status }));
    if (error.status === 401) endSession(token);
    throw error;
  }
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const fileName = fileNameOf(response.headers.get('Content-Disposition'));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  options.onProgress?.({ received, total });
  try {
    if (!response.body) {
      const whole = new Uint8Array(await response.arrayBuffer());
      chunks.push(whole);
      received = whole.length;
    } else {
      const reader = response.body.getReader();
      // A cancelled download stops reading at once, whatever the network does.
      const stop = () => void reader.cancel().catch(() => undefined);
      options.signal?.addEventListener('abort', stop, { once: true });
      for (;;) {
        const { done, value } = await reader.read();
        options.signal?.throwIfAborted();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        received += value.length;
        options.onProgress?.({ received, total });
      }
    }
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // The server stops sending when a file fails halfway: never hand over a cut-off file.
    throw new ApiError('NETWORK_ERROR', 0, i18next.t('errors.downloadBroken'));
  }
  if (total !== null && received !== total) throw new ApiError('NETWORK_ERROR', 0, i18next.t('errors.downloadBroken'));
  options.onProgress?.({ received, total: total ?? received });
  return { blob: new Blob(chunks, { type }), fileName };
}

/** Calls the API and unwraps the envelope: resolves to `data` on `{success:true}`, throws `ApiError` otherwise. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return call<T>(path, options, async (response) => {
    const payload: unknown = await response.json().catch(() => undefined);
    return response.ok && isEnvelope(payload) && payload.success ? { ok: true, value: payload.data as T } : { ok: false, payload };
  });
}

/**
 * Reads an answer streamed one JSON object a line: every line before the envelope goes to
 * `onEvent`, the envelope (the line with `success`) is the answer. A stream cut before its
 * envelope is an error (the caller is told the network failed, never given a part as the whole).
 */
async function readLines(body: ReadableStream<Uint8Array>, onEvent: (event: unknown) => void): Promise<Envelope> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let envelope: Envelope | undefined;
  const take = (line: string) => {
    if (!line.trim()) return;
    const value: unknown = JSON.parse(line);
    if (isEnvelope(value)) envelope = value;
    else onEvent(value);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      take(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
    }
  }
  take(buffer + decoder.decode());
  if (!envelope) throw new Error('the answer ended before its last line');
  return envelope;
}

/**
 * A POST whose answer may stream (`Accept: application/x-ndjson`): the events as they come to
 * `onEvent`, then the final envelope's `data`, or `ApiError` with its code and message (also
 * when the work failed after its first lines). A server or proxy that answers plain JSON is
 * read as the plain answer.
 */
export function apiStream<T>(path: string, json: unknown, options: Omit<RequestOptions, 'json' | 'method' | 'accept'> & { onEvent: (event: unknown) => void }): Promise<T> {
  const { onEvent, ...rest } = options;
  return call<T>(path, { ...rest, method: 'POST', json, accept: NDJSON_TYPE }, async (response) => {
    const streamed = response.ok && response.body && response.headers.get('Content-Type')?.startsWith(NDJSON_TYPE);
    const payload: unknown = streamed ? await readLines(response.body!, onEvent) : await response.json().catch(() => undefined);
    return response.ok && isEnvelope(payload) && payload.success ? { ok: true, value: payload.data as T } : { ok: false, payload };
  });
}

/** Short-hands for the common shapes. */
export const api = {
  get: <T>(path: string, query?: QueryParams, opts?: Omit<RequestOptions, 'query' | 'method'>) =>
    apiRequest<T>(path, { ...opts, method: 'GET', query }),
  post: <T>(path: string, json?: unknown, opts?: Omit<RequestOptions, 'json' | 'method'>) =>
    apiRequest<T>(path, { ...opts, method: 'POST', json: json ?? {} }),
  postForm: <T>(path: string, form: QueryParams, opts?: Omit<RequestOptions, 'form' | 'method'>) =>
    apiRequest<T>(path, { ...opts, method: 'POST', form }),
  postMultipart: <T>(path: string, formData: FormData, opts?: Omit<RequestOptions, 'formData' | 'method'>) =>
    apiRequest<T>(path, { ...opts, method: 'POST', formData }),
  put: <T>(path: string, json?: unknown, opts?: Omit<RequestOptions, 'json' | 'method'>) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', json: json ?? {} }),
  delete: <T>(path: string, opts?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...opts, method: 'DELETE' }),
};
