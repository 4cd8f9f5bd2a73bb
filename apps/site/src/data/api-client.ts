import type { ApiError as ApiErrorBody } from '@klinik/clinic';

/** The local-storage key of the bearer token (spec section 6: attached to every call when present). */
export const TOKEN_STORAGE_KEY = 'token';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, message: string, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The API answered that the thing asked for does not exist (404, or 422 for a malformed id). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

export interface ApiClient {
  get<T>(path: string, init?: RequestInit): Promise<T>;
  post<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
}

export interface ApiClientOptions {
  /** '/api' in the browser; an absolute origin + '/api' when prerendering in Node. */
  baseUrl: string;
  getToken?: () => string | null;
  /** Called on HTTP 401 after the token has been handed back to the caller to discard. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' && value !== null && 'success' in value && value.success === false
  );
}

export function createApiClient({
  baseUrl,
  getToken,
  onUnauthorized,
  fetch: fetchImpl = fetch,
}: ApiClientOptions): ApiClient {
  async function request<T>(method: string, path: string, body: unknown, init?: RequestInit) {
    const headers = new Headers(init?.headers);
    headers.set('Accept', 'application/json');
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const token = getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const response = await fetchImpl(`${baseUrl}${path}`, {
      ...init,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });

    if (response.status === 401) {
      onUnauthorized?.();
      throw new ApiError(401, 'Sesi Anda telah berakhir');
    }

    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok || isErrorBody(payload)) {
      const errorBody = isErrorBody(payload) ? payload : undefined;
      throw new ApiError(
        response.status,
        errorBody?.message ?? `Permintaan gagal (HTTP ${response.status})`,
        errorBody,
      );
    }
    return payload as T;
  }

  return {
    get: (path, init) => request('GET', path, undefined, init),
    post: (path, body, init) => request('POST', path, body, init),
  };
}

/** The browser's client: same-origin /api, the stored token, and the spec's 401 rule. */
export function createBrowserApiClient(): ApiClient {
  return createApiClient({
    baseUrl: '/api',
    getToken: () => window.localStorage.getItem(TOKEN_STORAGE_KEY),
    onUnauthorized: () => {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.location.assign('/login');
    },
  });
}
