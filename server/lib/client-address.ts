/**
 * The client's address of a live channel handshake, by the same trust-proxy rule as the HTTP API's
 * `request.ip` (Fastify's trustProxy from TRUST_PROXY, with the same @fastify/proxy-addr): the
 * per-address limits of the live requests (battle joins, features/battles/join-limits.ts) must count
 * the player behind a proxy, not the proxy, or every player of a deployment would share one limit.
 * X-Forwarded-For is read only from trusted proxies, so a client cannot pick its own address.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Fastify's trustProxy as app.ts gives it: none, every hop, addresses or ranges, or a hop rule. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export interface Handshake {
  readonly address: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

export function handshakeAddressOf(trust: TrustProxy): (handshake: Handshake) => string {
  if (trust === false) return (handshake) => handshake.address;
  const trusted = typeof trust === 'function' ? trust : trust === true ? () => true : proxyAddr.compile(trust);
  return (handshake) => {
    // proxy-addr reads only the peer address and the X-Forwarded-For header of a request.
    const request = { headers: handshake.headers, socket: { remoteAddress: handshake.address } } as unknown as IncomingMessage;
    return proxyAddr(request, trusted);
  };
}
