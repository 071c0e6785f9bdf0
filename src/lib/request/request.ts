/**
 * The request layer of spec section 7, typed from the contract: every call passes began (onStart),
 * then success or failure; failures raise an error toast and successes with a message a success
 * toast, unless displayToast is false. SESSION_EXPIRED and ACCOUNT_DEACTIVATED sign the user out (see request-hooks).
 */
import type { ActionName, Actions } from '../../../contract/api/actions';
import type { BodyOf, DataOf } from '../../../contract/api/define';
import { cachedReadOf, USER_ID_HEADER } from '../../../contract/offline/cache-policy';
import { connectivityStore } from '../connectivity/connectivity';
import { notify } from '../toast/notify';
import { needsAuthorization } from './action-auth';
import { ApiError, isApiError } from './api-error';
import { busyRetryDelay, isRetryableRead, waitUnlessAborted } from './busy-retry';
import { requestHooks } from './request-hooks';
import { REQUEST_TIMEOUT_MS, send, type NetworkAccess, type QueryParams } from './transport';

export type ActionBody<N extends ActionName> = BodyOf<Actions[N]>;
export type ActionData<N extends ActionName> = DataOf<Actions[N]>;

/** Actions whose body is multipart/form-data (a file upload); mirrored from the contract's `multipart` flag. */
export const multipartActions = ['upload_profile_image', 'upload_admin_content_media'] as const;
export type MultipartAction = (typeof multipartActions)[number];
type RequestBody<N extends ActionName> = N extends MultipartAction ? FormData : ActionBody<N>;

export interface RequestOptions<N extends ActionName> {
  /** The action name; the call goes to POST /api/<url>. */
  readonly url: N;
  readonly method?: 'POST' | 'GET';
  readonly data?: RequestBody<N>;
  readonly params?: QueryParams;
  readonly headers?: Readonly<Record<string, string>>;
  /** Show toasts for failures and for successes that carry a message (default true). */
  readonly displayToast?: boolean;
  /** Send the bearer token (default true; never sent for actions the contract marks auth 'none'). */
  readonly authorizationHeader?: boolean;
  /**
   * Send as this session rather than the current one: sign-out forgets the session on the device
   * first (so nothing else goes out under it) and then revokes it on the server with this.
   */
  readonly as?: { readonly token: string; readonly userId: number | null };
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** Sent with fetch keepalive, so it still leaves when the page is hidden or closed right after. */
  readonly keepalive?: boolean;
  /** The "began" phase: called before the request leaves. */
  readonly onStart?: () => void;
  readonly onSuccess?: (data: ActionData<N>, message: string | undefined) => void;
  readonly onError?: (message: string, error: ApiError) => void;
  /**
   * Called before onSuccess when the answer is a copy the service worker kept on the device (the
   * network failed or was too slow, or the app is forced offline), with when it was stored; not
   * called for a fresh answer. Only cacheable reads (contract/offline/cache-policy.ts) can be one.
   */
  readonly onCachedCopy?: (storedAt: Date) => void;
}

/** The headers of one attempt, and the token they carry (null when none). */
function buildHeaders<N extends ActionName>(options: RequestOptions<N>): { headers: Record<string, string>; token: string | null } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (name.toLowerCase() !== 'authorization') headers[name] = value;
  }
  if (!needsAuthorization(options.url) || options.authorizationHeader === false) return { headers, token: null };
  const token = options.as ? options.as.token : requestHooks().getToken();
  const userId = options.as ? options.as.userId : requestHooks().getUserId();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (token && userId !== null) headers[USER_ID_HEADER] = String(userId);
  return { headers, token };
}

function hasControllingWorker(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

/**
 * The QA "force offline" switch makes the app behave as if the device had no network: a cacheable
 * read may still be answered by the service worker's cache, nothing else leaves the page.
 */
export function networkAccessFor(action: ActionName, method: 'POST' | 'GET' = 'POST'): NetworkAccess {
  if (!connectivityStore.get().forcedOffline) return 'network';
  // The worker answers cached reads for POST only (their cache key is the JSON body).
  return method === 'POST' && cachedReadOf(action) && hasControllingWorker() ? 'worker-cache' : 'none';
}

function localise(error: ApiError): ApiError {
  const message = requestHooks().translateMessage(error.code, error.message, error);
  return message === error.message ? error : new ApiError(error.code, error.status, message, error.field, error);
}

/**
 * A request that went out under a session the device has since left (signed out, or another user
 * signed in) says nothing about the current one: its SESSION_EXPIRED must not sign anyone out.
 */
function isStale(sentToken: string | null): boolean {
  return sentToken !== null && sentToken !== requestHooks().getToken();
}

/**
 * Answers that end the session on this device: an expired or revoked token, and an account an
 * admin deactivated (its sessions end with it). ACCOUNT_DEACTIVATED to a sign-in, sent without a
 * token, is the sign-in form's to show.
 */
function endsSession(error: ApiError, sentToken: string | null): boolean {
  return error.code === 'SESSION_EXPIRED' || (error.code === 'ACCOUNT_DEACTIVATED' && sentToken !== null);
}

function reportFailure<N extends ActionName>(error: ApiError, options: RequestOptions<N>, sentToken: string | null): void {
  const stale = isStale(sentToken);
  if (error.code === 'SUBSCRIPTION_REQUIRED' && !stale) requestHooks().onSubscriptionRequired();
  if (endsSession(error, sentToken)) {
    if (!stale) requestHooks().onSessionExpired(error.message);
  } else if (options.displayToast !== false && error.code !== 'CANCELED') {
    notify.error(error.message);
  }
  options.onError?.(error.message, error);
}

export async function request<N extends ActionName>(options: RequestOptions<N>): Promise<ActionData<N>> {
  const displayToast = options.displayToast ?? true;
  options.onStart?.();
  let result;
  for (let attempt = 0; ; attempt++) {
    const { headers, token } = buildHeaders(options);
    try {
      result = await send({
        action: options.url,
        method: options.method ?? 'POST',
        body: options.data,
        params: options.params,
        headers,
        timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        signal: options.signal,
        access: networkAccessFor(options.url, options.method ?? 'POST'),
        keepalive: options.keepalive,
      });
      break;
    } catch (cause) {
      const failure = isApiError(cause) ? cause : new ApiError('NETWORK', 0, 'Network Error');
      const delay = isRetryableRead(options.url) ? busyRetryDelay(failure, attempt) : null;
      if (delay !== null && (await waitUnlessAborted(delay, options.signal).then(() => true, () => false))) continue;
      const error = localise(options.signal?.aborted ? new ApiError('CANCELED', 0, 'canceled') : failure);
      reportFailure(error, options, token);
      throw error;
    }
  }
  // The server validates its answers against the same contract (tests fail on drift), so the client trusts the shape.
  const data = result.data as ActionData<N>;
  const message = result.message === undefined ? undefined : requestHooks().translateMessage(undefined, result.message, result.coded);
  if (message && displayToast) notify.success(message);
  if (result.cachedAt) options.onCachedCopy?.(result.cachedAt);
  options.onSuccess?.(data, message);
  return data;
}

export type CallOptions<N extends ActionName> = Omit<RequestOptions<N>, 'url' | 'data'>;

export type CallArgs<N extends ActionName> =
  Record<string, never> extends RequestBody<N>
    ? [body?: RequestBody<N>, options?: CallOptions<N>]
    : [body: RequestBody<N>, options?: CallOptions<N>];

/** `callAction('get_categories', {type: 'quiz_zone'})` resolves with the action's typed data. */
export function callAction<N extends ActionName>(action: N, ...[body, options]: CallArgs<N>): Promise<ActionData<N>> {
  return request<N>({ ...options, url: action, data: body });
}
