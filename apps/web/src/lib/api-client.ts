import { clearToken, getToken, setLoginNotice } from './auth-token';
import { currentLanguage, i18next } from './i18n';
import { notifyError } from './notify';

/** A failed call: the server's machine code, the HTTP status and the human message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
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

/** Serialises query/form values: empty values are left out, arrays are comma-joined (DOMAIN.md). */
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
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Calls the API and unwraps the envelope: resolves to `data` on `{success:true}`, throws
 * `ApiError` otherwise. A 401 (other than a failed log-in) ends the session and returns to the
 * log-in page, keeping where the user was.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
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
    const payload: unknown = await response.json().catch(() => undefined);

    if (response.ok && isEnvelope(payload) && payload.success) {
      return payload.data as T;
    }
    error = isEnvelope(payload)
      ? new ApiError(
          payload.code ?? 'UNKNOWN',
          response.status,
          payload.message || i18next.t('errors.unknown', { status: response.status }),
        )
      : new ApiError('HTTP_ERROR', response.status, i18next.t('errors.unknown', { status: response.status }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    error = new ApiError('NETWORK_ERROR', 0, i18next.t('errors.network'));
  }

  if (error.status === 401 && path !== '/auth/login') {
    clearToken();
    // Only a session that existed can have ended (a call racing a log-out sends no token).
    if (token) {
      notifyError(i18next.t('auth.sessionExpired'));
      setLoginNotice('sessionExpired');
    }
    if (!window.location.pathname.startsWith('/login')) onUnauthorized(currentLocation());
    throw error;
  }
  if (!options.silent) notifyError(error.message);
  throw error;
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
