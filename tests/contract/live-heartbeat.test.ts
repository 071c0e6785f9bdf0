/**
 * The live channel's heartbeat (plugins/live.ts LIVE_HEARTBEAT) on a real listening server: a
 * connection that goes silent without closing (here a TCP relay that stops passing bytes, as a
 * phone leaving its network does) is closed on both ends by the missing ping or pong, and the
 * server's disconnect listeners (the battles' reconnect window) hear of it; a healthy connection
 * lives through many pings. The heartbeat is shortened here; docs/LIVE.md gives the real one.
 */
import net, { type AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH, userRoom } from '../../contract/live/user-channel';
import type { LiveConnection } from '../../server/plugins/live';
import { listen } from '../fixtures/live-client';
import { createTestApp, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const HEARTBEAT = { intervalMs: 200, timeoutMs: 400 };

/** A TCP relay to `port` whose `silence()` stops passing bytes both ways without closing anything. */
async function relay(port: number) {
  const pairs: { client: net.Socket; upstream: net.Socket }[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    pairs.push({ client, upstream });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    silence() {
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      server.close();
    },
  };
}

describe('the live channel heartbeat', () => {
  let app: TestApp;
  let url: string;
  const dropped: { connection: LiveConnection; at: number }[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await createTestApp('pglite', {}, { liveHeartbeat: HEARTBEAT });
    url = await listen(app);
    app.live.onDisconnect((connection) => dropped.push({ connection, at: Date.now() }));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
  });

  const connectThrough = async (target: string, token: string) => {
    const socket = io(target, { path: LIVE_PATH, transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };

  it('closes a connection gone silent on both ends within the interval and timeout, and tells the listeners', async () => {
    const user = await newVerifiedUser(app);
    const { id } = await app.auth.authenticate(user.token);
    const port = Number(new URL(url).port);
    const line = await relay(port);
    try {
      const socket = await connectThrough(line.url, user.token);
      const clientReason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      // Healthy: several pings come and go and nothing closes.
      await new Promise((resolve) => setTimeout(resolve, HEARTBEAT.intervalMs * 4));
      expect(socket.connected).toBe(true);
      expect(dropped.some((d) => d.connection.userId === id)).toBe(false);

      const silencedAt = Date.now();
      line.silence();
      expect(await clientReason).toBe('ping timeout');
      await expect.poll(() => dropped.some((d) => d.connection.userId === id), { timeout: 5_000 }).toBe(true);
      const heardAfter = (dropped.find((d) => d.connection.userId === id)?.at ?? Number.NaN) - silencedAt;
      // At most one interval and one timeout, with room for a busy machine; the default would be 45 s.
      expect(heardAfter).toBeLessThan(HEARTBEAT.intervalMs + HEARTBEAT.timeoutMs + 2_000);
      expect(await app.live.userInRoom(id, userRoom(id))).toBe(false);
    } finally {
      line.close();
    }
  });
});
