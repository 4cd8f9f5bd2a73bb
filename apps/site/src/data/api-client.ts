/**
 * The one client of the clinic API: every call is named by its endpoint in the contract, so its
 * path comes from `contentApiPaths` (the booking calls' from `bookingApiPaths`, see
 * booking-api.ts), and every answer is read with the contract's schema of that
 * endpoint before any hook sees it (`readAnswer` of @klinik/clinic/read). An answer without the
 * shape the site can use is a failed call (AnswerShapeError), which the page shows as its own
 * error state, never a crash while rendering.
 */
import {
  contentApiPaths,
  pagePaths,
  type ApiAnswers,
  type ApiError as ApiErrorBody,
  type ContactMessageInput,
  type DataRequestInput,
  type ReadResult,
} from '@klinik/clinic';

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

/** The API answered with a shape the contract does not allow (see @klinik/clinic/read). */
export class AnswerShapeError extends Error {
  readonly endpoint: string;

  constructor(endpoint: string, problem: string) {
    super(`Jawaban ${endpoint} tidak dapat dibaca (${problem})`);
    this.name = 'AnswerShapeError';
    this.endpoint = endpoint;
  }
}

/**
 * The schemas, loaded with the first answer to read: zod and the contract's shapes are not in
 * the code a page starts with (a prerendered page asks the API only after it has hydrated).
 */
const reader = () => import('@klinik/clinic/read');

/** The API answered that the thing asked for does not exist (404, or 422 for a malformed id). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

type Paths = typeof contentApiPaths;

/** The calls that send something; the rest are GETs. */
interface PostCalls {
  contactMessage: [message: ContactMessageInput];
  dataRequest: [request: DataRequestInput];
  articleView: Parameters<Paths['articleView']>;
}
type PostEndpoint = keyof PostCalls;
type GetEndpoint = Exclude<keyof Paths, PostEndpoint>;

export interface ApiClient {
  /** GET an endpoint of the contract with its path arguments: `api.get('article', slug)`. */
  get<E extends GetEndpoint>(endpoint: E, ...args: Parameters<Paths[E]>): Promise<ApiAnswers[E]>;
  /** POST to an endpoint: `api.post('articleView', slug)`, `api.post('contactMessage', input)`. */
  post<E extends PostEndpoint>(endpoint: E, ...args: PostCalls[E]): Promise<ApiAnswers[E]>;
  /**
   * Any endpoint of the contract by its method and path, its answer read as `get` and `post`
   * read theirs: for the calls whose paths the pages that start with this client do not carry
   * (the booking calls, booking-api.ts).
   */
  request: ApiRequest<ApiAnswers>;
}

/** Where each POST goes and what it carries. */
const postRequests: {
  [E in PostEndpoint]: (...args: PostCalls[E]) => { path: string; body?: unknown };
} = {
  contactMessage: (message) => ({ path: contentApiPaths.contactMessage(), body: message }),
  dataRequest: (request) => ({ path: contentApiPaths.dataRequest(), body: request }),
  articleView: (slug) => ({ path: contentApiPaths.articleView(slug) }),
};

export interface ApiClientOptions {
  /** '/api' in the browser; an absolute origin + '/api' when prerendering in Node. */
  baseUrl: string;
  getToken?: () => string | null;
  /** Called on HTTP 401 after the token has been handed back to the caller to discard. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

/**
 * How one table of endpoints reads what the API answered, with the contract's schemas of that
 * table: `answer` every success, `refusal` (when given) every failure's body, which may carry more
 * than a message (the desk's conflicts list what stands in the way).
 */
export interface AnswerReaders<Answers> {
  answer<E extends keyof Answers & string>(
    endpoint: E,
    payload: unknown,
  ): Promise<ReadResult<Answers[E]>> | ReadResult<Answers[E]>;
  refusal?(endpoint: keyof Answers & string, payload: ApiErrorBody): ApiErrorBody;
}

export type RequestMethod = 'GET' | 'POST' | 'DELETE';

/** One call of a table's endpoint: its method, path and JSON body, its answer read at the door. */
export type ApiRequest<Answers> = <E extends keyof Answers & string>(
  endpoint: E,
  method: RequestMethod,
  path: string,
  body?: unknown,
) => Promise<Answers[E]>;

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' && value !== null && 'success' in value && value.success === false
  );
}

/**
 * The one door every call goes through, whichever table of endpoints it belongs to (the public
 * site's `ApiAnswers`, the front desk's `StaffRecords`): it sends the call, turns a failure into
 * an ApiError with the API's words, and hands back only an answer its table's reader accepted.
 */
export function createApiRequest<Answers>(
  read: AnswerReaders<Answers>,
  { baseUrl, getToken, onUnauthorized, fetch: fetchImpl = fetch }: ApiClientOptions,
): ApiRequest<Answers> {
  return async (endpoint, method, path, body) => {
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const token = getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });

    if (response.status === 401 && onUnauthorized) {
      onUnauthorized();
      throw new ApiError(401, 'Sesi Anda telah berakhir');
    }

    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok || isErrorBody(payload)) {
      const errorBody = isErrorBody(payload)
        ? (read.refusal?.(endpoint, payload) ?? payload)
        : undefined;
      throw new ApiError(
        response.status,
        errorBody?.message ?? `Permintaan gagal (HTTP ${response.status})`,
        errorBody,
      );
    }
    const answer = await read.answer(endpoint, payload);
    if (!answer.ok) throw new AnswerShapeError(endpoint, answer.problem);
    return answer.value;
  };
}

/** The public site's answers, read with contract/read.ts (loaded with the first answer). */
const publicReaders: AnswerReaders<ApiAnswers> = {
  answer: async (endpoint, payload) => (await reader()).readAnswer(endpoint, payload),
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createApiRequest(publicReaders, options);
  return {
    get: (endpoint, ...args) => {
      // Each endpoint's path function takes that endpoint's own arguments (checked above).
      const path = (contentApiPaths[endpoint] as (...values: typeof args) => string)(...args);
      return request(endpoint, 'GET', path);
    },
    post: (endpoint, ...args) => {
      const { path, body } = (
        postRequests[endpoint] as (...values: typeof args) => { path: string; body?: unknown }
      )(...args);
      return request(endpoint, 'POST', path, body);
    },
    request,
  };
}

/** The browser's client: same-origin /api, the stored token, and the spec's 401 rule. */
export function createBrowserApiClient(): ApiClient {
  return createApiClient({
    baseUrl: '/api',
    getToken: () => window.localStorage.getItem(TOKEN_STORAGE_KEY),
    onUnauthorized: () => {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.location.assign(pagePaths.login);
    },
  });
}
