/**
 * `POST /api/sync_ops` from the worker, under the stored session's token. Failures leave as the
 * same ApiError the page's request layer raises (status 0 for no answer, the server's code and
 * status otherwise), so the shared flusher classifies 401, 5xx and network failures the same way.
 */
import { syncOps } from '../contract/api/sync';
import { API_BASE } from '../contract/envelope';
import { isErrorCode, transportMessages } from '../contract/errors';
import type { OpEnvelope, OpResult } from '../contract/sync/ops';
import { ApiError } from '../src/lib/request/api-error';

/** As long as the page's request timeout: a batch of 100 ops can take a while on a slow link. */
export const SEND_OPS_TIMEOUT_MS = 20_000;

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function failure(payload: unknown, status: number): ApiError {
  const envelope = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : `Request failed with status code ${status}`;
  const field = typeof envelope.field === 'string' ? envelope.field : undefined;
  return new ApiError(isErrorCode(envelope.code) ? envelope.code : 'HTTP', status, message, field);
}

export async function sendOpsWithToken(ops: OpEnvelope[], token: string, fetcher: typeof fetch = fetch): Promise<OpResult[]> {
  let response: Response;
  try {
    response = await fetcher(`${API_BASE}sync_ops`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ops }),
      signal: AbortSignal.timeout(SEND_OPS_TIMEOUT_MS),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'TIMEOUT' : 'NETWORK', 0, timedOut ? transportMessages.timeout(SEND_OPS_TIMEOUT_MS) : transportMessages.network);
  }
  const payload = await readJson(response);
  const envelope = typeof payload === 'object' && payload !== null ? (payload as { error?: unknown; data?: unknown }) : null;
  if (!response.ok || !envelope || envelope.error !== false) throw failure(payload, response.status);
  const data = syncOps.data.safeParse(envelope.data);
  if (!data.success) throw new ApiError('BAD_RESPONSE', response.status, 'The server sent an unexpected response.');
  return data.data.results;
}
