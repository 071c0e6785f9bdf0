import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import type { AuthUser } from '../lib/auth-user';
import { RECHECK_CONCURRENCY, recheckSessions } from './live';

/** A socket as the recheck pass sees it: connected or not, its token, and whether it was told to go. */
function fakeSocket(token: string, connected = true) {
  const socket = { connected, data: { token }, disconnectedWith: null as boolean | null, disconnect: (close: boolean) => (socket.disconnectedWith = close) };
  return socket;
}

describe('the live channel’s session recheck pass', () => {
  it('checks at most RECHECK_CONCURRENCY sockets at once, checks every connected one, and disconnects the refused', async () => {
    const sockets = Array.from({ length: 25 }, (_, i) => fakeSocket(i % 5 === 0 ? `revoked-${i}` : `ok-${i}`, i !== 7));
    let inFlight = 0;
    let most = 0;
    const checked: string[] = [];
    const authenticate = async (token: string): Promise<AuthUser> => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      checked.push(token);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      if (token.startsWith('revoked')) throw new AppError('SESSION_EXPIRED');
      return { id: 1, uid: 'u1', role: 'player', isDemo: false, sessionId: 1 };
    };

    await recheckSessions(sockets as unknown as Socket[], authenticate);

    expect(most).toBe(RECHECK_CONCURRENCY);
    expect(checked).toHaveLength(24);
    expect(checked).not.toContain('ok-7');
    const gone = sockets.filter((s) => s.disconnectedWith === true).map((s) => s.data.token);
    expect(gone).toEqual(['revoked-0', 'revoked-5', 'revoked-10', 'revoked-15', 'revoked-20']);
  });

  it('keeps a socket whose check failed for the server’s own reason (a database away is not a revoked session)', async () => {
    const socket = fakeSocket('ok');
    await recheckSessions([socket] as unknown as Socket[], () => Promise.reject(new Error('connection refused')));
    expect(socket.disconnectedWith).toBeNull();
  });
});
