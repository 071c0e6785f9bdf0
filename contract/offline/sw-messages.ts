/**
 * The messages the page sends its service worker, and the worker's replies. Plain data, shared by
 * both sides so a renamed field breaks the build instead of silently doing nothing.
 */

/** Activate the waiting worker now (the player accepted the update at a safe point). */
export interface SkipWaitingMessage {
  readonly type: 'SKIP_WAITING';
}

/** Asks for the worker's build version; the reply goes to the message's first port. */
export interface GetVersionMessage {
  readonly type: 'GET_VERSION';
}

export interface VersionReply {
  readonly type: 'VERSION';
  readonly version: string;
}

export type WorkerMessage = SkipWaitingMessage | GetVersionMessage;

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
}

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  const type = typeOf(data);
  return type === 'SKIP_WAITING' || type === 'GET_VERSION';
}

export function isVersionReply(data: unknown): data is VersionReply {
  return typeOf(data) === 'VERSION' && typeof (data as { version?: unknown }).version === 'string';
}
