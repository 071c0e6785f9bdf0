import { describe, expect, it } from 'vitest';
import { handshakeAddressOf } from './client-address';

const through = (forwarded: string | undefined, peer = '10.0.0.2') => ({ address: peer, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } });

describe('handshakeAddressOf', () => {
  it('takes the peer address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(handshakeAddressOf(false)(through('203.0.113.7'))).toBe('10.0.0.2');
  });

  it('takes the address the trusted hops forwarded, never one a client wrote further along', () => {
    const oneHop = handshakeAddressOf((_address, hop) => hop < 1);
    expect(oneHop(through('203.0.113.7'))).toBe('203.0.113.7');
    // The client wrote its own X-Forwarded-For; the one proxy appended the address it saw.
    expect(oneHop(through('1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
    expect(oneHop(through(undefined))).toBe('10.0.0.2');
  });

  it('trusts listed proxies only', () => {
    const listed = handshakeAddressOf(['10.0.0.2']);
    expect(listed(through('203.0.113.7'))).toBe('203.0.113.7');
    expect(listed(through('203.0.113.7', '10.9.9.9'))).toBe('10.9.9.9');
  });
});
