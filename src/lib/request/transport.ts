/**
 * One HTTP exchange with the API: builds the request, enforces the timeout with AbortController
 * and reads the `{error, message, data}` envelope. Every failure leaves as an ApiError.
 */
import { API_BASE } from '../../../contract/envelope';
import { isErrorCode, transportMessages } from '../../../contract/errors';
import { CACHE_STATUS_HEADER, CACHED_AT_HEADER, OFFLINE_HEADER } from '../../../contract/offline/cache-policy';
import type { MessageParams } from '../../../contract/messages';
import { ApiError, type CodedText } from './api-error';

export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * How a request may use the network. 'network': normally. 'worker-cache': the device is forced
 * offline, and the service worker answers from its cache alone (a miss fails like a dead network).
 * 'none': forced offline with no cache to ask; the request fails at once without leaving the page.
 */
export type NetworkAccess = 'network' | 'worker-cache' | 'none';

export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface TransportRequest {
  readonly action: string;
  readonly method: 'POST' | 'GET';
  readonly body: unknown;
  readonly params: QueryParams | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly signal: AbortSignal | undefined;
  /** Default 'network'. */
  readonly access?: NetworkAccess;
  /** Let the request outlive the page (fetch keepalive): a report sent as the app goes to the background. */
  readonly keepalive?: boolean;
}

export interface TransportSuccess {
  readonly data: unknown;
  readonly message: string | undefined;
  /** The success message's code and figures (contract/messages.ts). */
  readonly coded: CodedText;
  /** When the service worker stored this answer, if it came from the device's cache; null for a fresh answer. */
  readonly cachedAt: Date | null;
}

/**
 * When a cached copy was stored, from the headers the service worker puts on every answer it keeps
 * (sw/api-cache-store.ts). A network answer never carries them. An unreadable stamp still means a
 * cached copy, of unknown age: the epoch says "old" rather than passing it off as fresh.
 */
export function cachedAtOf(headers: Headers): Date | null {
  if (headers.get(CACHE_STATUS_HEADER) !== 'hit') return null;
  const at = Date.parse(headers.get(CACHED_AT_HEADER) ?? '');
  return new Date(Number.isNaN(at) ? 0 : at);
}

export function buildUrl(action: string, params: QueryParams | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${action}${search ? `?${search}` : ''}`;
}

function encodeBody(request: TransportRequest, headers: Headers): BodyInit | undefined {
  if (request.method === 'GET') return undefined;
  if (request.body instanceof FormData) return request.body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(request.body ?? {});
}

interface EnvelopeLike {
  readonly error: unknown;
  readonly message?: unknown;
  readonly code?: unknown;
  readonly field?: unknown;
  readonly message_code?: unknown;
  readonly message_params?: unknown;
  readonly data?: unknown;
}

function isEnvelopeLike(value: unknown): value is EnvelopeLike {
  return typeof value === 'object' && value !== null && 'error' in value;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds (the server's form) or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function isParams(value: unknown): value is MessageParams {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');
}

function codedText(payload: EnvelopeLike): CodedText {
  return {
    messageCode: typeof payload.message_code === 'string' ? payload.message_code : undefined,
    params: isParams(payload.message_params) ? payload.message_params : undefined,
  };
}

function failureFromEnvelope(payload: EnvelopeLike, status: number, retryAfter: number | undefined): ApiError {
  const message = typeof payload.message === 'string' && payload.message ? payload.message : `Request failed with status code ${status}`;
  const code = isErrorCode(payload.code) ? payload.code : 'HTTP';
  const field = typeof payload.field === 'string' ? payload.field : undefined;
  return new ApiError(code, status, message, field, { ...codedText(payload), retryAfterMs: retryAfter });
}

function interpret(response: Response, payload: unknown): TransportSuccess {
  const retryAfter = response.status === 503 ? retryAfterMs(response.headers.get('Retry-After')) : undefined;
  // A truthy error flag is a failure whatever the status (spec section 5); so is any non-2xx status.
  if (isEnvelopeLike(payload) && payload.error) throw failureFromEnvelope(payload, response.status, retryAfter);
  if (!response.ok) throw new ApiError('HTTP', response.status, `Request failed with status code ${response.status}`, undefined, { retryAfterMs: retryAfter });
  if (!isEnvelopeLike(payload)) throw new ApiError('BAD_RESPONSE', response.status, 'The server sent an unexpected response.');
  return {
    data: payload.data,
    message: typeof payload.message === 'string' && payload.message ? payload.message : undefined,
    coded: codedText(payload),
    cachedAt: cachedAtOf(response.headers),
  };
}

/** Sends one request; resolves with the envelope's data or rejects with an ApiError. */
export async function send(request: TransportRequest): Promise<TransportSuccess> {
  // The same failure a real network gives, so every screen already knows how to show it.
  if (request.access === 'none') throw new ApiError('NETWORK', 0, transportMessages.network);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const cancel = (): void => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', cancel);

  const headers = new Headers({ Accept: 'application/json' });
  const body = encodeBody(request, headers);
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
  if (request.access === 'worker-cache') headers.set(OFFLINE_HEADER, '1');

  try {
    const response = await fetch(buildUrl(request.action, request.params), { method: request.method, headers, body, signal: controller.signal, keepalive: request.keepalive });
    return interpret(response, await readJson(response));
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (timedOut) throw new ApiError('TIMEOUT', 0, transportMessages.timeout(request.timeoutMs));
    if (controller.signal.aborted) throw new ApiError('CANCELED', 0, 'canceled');
    throw new ApiError('NETWORK', 0, transportMessages.network);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', cancel);
  }
}
