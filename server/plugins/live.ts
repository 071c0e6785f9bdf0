/**
 * The live channel (docs/LIVE.md, contract/live/user-channel.ts): socket.io on Fastify's own HTTP
 * server at LIVE_PATH, signed in with the API's bearer token, each socket in its user's room. With
 * REDIS_URL the Redis adapter carries a room's messages to every instance, so a change made
 * through one instance reaches the user's devices connected to any other.
 *
 * Sessions end while sockets stay open (logout, a password reset, an expired token): every
 * instance asks again about each of its sockets' tokens every `recheckMs` and disconnects those the
 * auth check now refuses. `account` messages (deactivation, deletion) disconnect at once.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { LIVE_PATH, LIVE_REFUSALS, USER_EVENT, UserMessageSchema, userRoom, type UserMessage } from '../../contract/live/user-channel';
import { isAppError } from '../lib/app-error';
import type { AuthUser } from '../lib/auth-user';

/** One open socket, as a feature's request handler sees it. */
export interface LiveConnection {
  readonly id: string;
  readonly userId: number;
  /** The client's address (for per-address limits), as the HTTP API would see it. */
  readonly address: string;
  join(room: string): void;
  leave(room: string): void;
}

/**
 * A feature's handler of one request event: what it returns is the acknowledgement the client
 * asked for. It answers refusals itself; a throw is logged and acknowledged as INTERNAL.
 */
export type LiveRequestHandler = (connection: LiveConnection, payload: unknown) => Promise<unknown>;

/** How every feature speaks on the live channel: the same in one process and across instances. */
export interface LiveHub {
  /** Sends a message to every connected device of the user, on whichever instance (validated first). */
  toUser(userId: number, message: UserMessage): void;
  /** Sends an event to the sockets in one room, on every instance (the caller validates the payload). */
  toRoom(room: string, event: string, payload: unknown): void;
  /** Handles a request event from clients (one handler per event). */
  handle(event: string, handler: LiveRequestHandler): void;
  /** Told when a socket closes (a player dropped: the battles start their reconnect window). */
  onDisconnect(listener: (connection: LiveConnection) => void): void;
  /** Whether the user still has a socket in the room, on any instance (a second tab, a reconnect that came first). */
  userInRoom(userId: number, room: string): Promise<boolean>;
}

export type LiveRefusal = (typeof LIVE_REFUSALS)[number];

/** How often each instance asks again whether its sockets' sessions still hold (see the header). */
export const LIVE_RECHECK_MS = 15_000;

export interface LiveHeartbeat {
  /** How often the server pings each socket (engine.io's pingInterval). */
  readonly intervalMs: number;
  /** How long a ping may go unanswered before the socket counts as closed (pingTimeout). */
  readonly timeoutMs: number;
}

/**
 * A connection that dies without closing (a phone leaving the Wi-Fi, a tunnel, a sleeping tablet)
 * is noticed by the missing pong: with socket.io's defaults (25 s + 20 s) that took up to 45 s, in
 * which the others saw nothing and a battle's 15 s reconnect window (RECONNECT_SECONDS) had not
 * begun. With these it is at most 15 s; the client hears the same numbers in the handshake and
 * notices a silent server as soon. A ping every 10 s is 200 small frames a second at 2,000 sockets.
 */
export const LIVE_HEARTBEAT: LiveHeartbeat = { intervalMs: 10_000, timeoutMs: 5_000 };

/** How many sockets' sessions one instance checks at once in its recheck pass. */
export const RECHECK_CONCURRENCY = 2;

/** Checks each socket's token again, RECHECK_CONCURRENCY at a time; those now refused are disconnected. */
export async function recheckSessions(sockets: readonly Socket[], authenticate: (token: string) => Promise<AuthUser>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let socket = sockets[next++]; socket; socket = sockets[next++]) {
      if (!socket.connected) continue;
      try {
        await authenticate(String(socket.data.token));
      } catch (error) {
        if (refusalOf(error)) socket.disconnect(true);
      }
    }
  };
  await Promise.all(Array.from({ length: RECHECK_CONCURRENCY }, lane));
}

export interface LiveDeps {
  /** The API's token check (the auth feature's, given by app.ts): the caller or an AppError. */
  readonly authenticate: (token: string) => Promise<AuthUser>;
  /** The Redis adapter's pub/sub (REDIS_URL); without it, rooms are this process's own. */
  readonly redis?: { readonly url: string; readonly prefix: string };
  readonly recheckMs?: number;
  /** How the channel notices a connection gone silent (LIVE_HEARTBEAT; tests shorten it). */
  readonly heartbeat?: LiveHeartbeat;
  /** The client address of a handshake (the API's trust-proxy rule); the socket's peer address without it. */
  readonly addressOf?: (handshake: { address: string; headers: Record<string, string | string[] | undefined> }) => string;
}

interface SocketData {
  userId: number;
  token: string;
}

type LiveSocket = Socket<Record<string, (...args: unknown[]) => void>, Record<string, (message: unknown) => void>, Record<string, never>, SocketData>;

/** The bearer token of a handshake: socket.io's `auth.token` (browsers), else an Authorization header. */
export function handshakeToken(handshake: { auth: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }): string | null {
  const fromAuth = handshake.auth.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) return fromAuth;
  const header = handshake.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The refusal a failed token check means to the client; anything else is this server's trouble (null). */
function refusalOf(error: unknown): LiveRefusal | null {
  if (!isAppError(error)) return null;
  return (LIVE_REFUSALS as readonly string[]).includes(error.code) ? (error.code as LiveRefusal) : null;
}

async function redisAdapter(url: string, prefix: string, log: FastifyInstance['log']) {
  const { Redis: RedisClient } = await import('ioredis');
  const pub: Redis = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  // The adapter publishes without waiting: a Redis that is away would reject unheard and stop the
  // process. A message lost so is only late news: clients read the user again when they reconnect.
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  Object.assign(pub, {
    publish: (channel: string, message: string | Buffer) =>
      publish(channel, message).catch((error: unknown) => {
        log.warn({ err: error }, 'a live message could not be published to Redis');
        return 0;
      }),
  });
  return { adapter: createAdapter(pub, sub, { key: `${prefix}live` }), quit: () => Promise.all([pub.quit(), sub.quit()]) };
}

export async function registerLive(app: FastifyInstance, deps: LiveDeps): Promise<LiveHub> {
  const redis = deps.redis ? await redisAdapter(deps.redis.url, deps.redis.prefix, app.log) : undefined;
  const io = new Server<Record<string, (...args: unknown[]) => void>, Record<string, (message: unknown) => void>, Record<string, never>, SocketData>(app.server, {
    path: LIVE_PATH,
    // Same origin only: the PWA is served by this server (a cross-origin page gets no CORS headers).
    serveClient: false,
    pingInterval: (deps.heartbeat ?? LIVE_HEARTBEAT).intervalMs,
    pingTimeout: (deps.heartbeat ?? LIVE_HEARTBEAT).timeoutMs,
    ...(redis ? { adapter: redis.adapter } : {}),
  });

  io.use((socket, next) => {
    const token = handshakeToken(socket.handshake);
    if (!token) {
      next(new Error('AUTH_REQUIRED' satisfies LiveRefusal));
      return;
    }
    deps.authenticate(token).then(
      (user) => {
        socket.data = { userId: user.id, token };
        next();
      },
      (error: unknown) => {
        const refusal = refusalOf(error);
        if (!refusal) app.log.warn({ err: error }, 'a live connection could not be checked');
        // The client tries again later on anything but a refusal (see src/lib/live).
        next(new Error(refusal ?? 'UNAVAILABLE'));
      },
    );
  });

  const handlers = new Map<string, LiveRequestHandler>();
  const disconnectListeners: ((connection: LiveConnection) => void)[] = [];
  const connectionOf = (socket: LiveSocket): LiveConnection => ({
    id: socket.id,
    userId: socket.data.userId,
    address: deps.addressOf ? deps.addressOf(socket.handshake) : socket.handshake.address,
    join: (room) => void socket.join(room),
    leave: (room) => void socket.leave(room),
  });

  io.on('connection', (socket: LiveSocket) => {
    void socket.join(userRoom(socket.data.userId));
    const connection = connectionOf(socket);
    for (const [event, handler] of handlers) {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => undefined;
        handler(connection, payload).then(reply, (error: unknown) => {
          app.log.error({ err: error, event, userId: connection.userId }, 'a live request failed');
          reply({ ok: false, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
        });
      });
    }
    socket.on('disconnect', () => {
      for (const listener of disconnectListeners) listener(connection);
    });
  });

  // Revoked sessions stop hearing: the token check is cached per token (auth's session cache), so
  // this costs a database read per socket only when its cached entry has run out. The sockets of
  // an instance connected together, so their entries run out together: the pass checks
  // RECHECK_CONCURRENCY at a time, else a thousand sockets' reads would take every database
  // connection from the live requests for the length of the pass (a battle's answers waited
  // 300 ms behind it every 15 s, bench/battles.ts). A pass still running when the next is due
  // is not doubled.
  let rechecking = false;
  const recheck = setInterval(() => {
    if (rechecking) return;
    rechecking = true;
    recheckSessions([...io.of('/').sockets.values()], deps.authenticate)
      .catch((error: unknown) => app.log.warn({ err: error }, 'the live sessions could not be checked again'))
      .finally(() => (rechecking = false));
  }, deps.recheckMs ?? LIVE_RECHECK_MS);
  recheck.unref();

  // Before the HTTP server closes: it waits for every open connection, websockets included.
  app.addHook('preClose', async () => {
    clearInterval(recheck);
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await redis?.quit();
  });

  return {
    toRoom(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    handle(event, handler) {
      if (handlers.has(event)) throw new Error(`live event '${event}' has a handler already`);
      handlers.set(event, handler);
    },
    onDisconnect(listener) {
      disconnectListeners.push(listener);
    },
    async userInRoom(userId, room) {
      const sockets = await io.in(room).fetchSockets();
      return sockets.some((socket) => socket.data.userId === userId);
    },
    toUser(userId, message) {
      const parsed = UserMessageSchema.parse(message);
      const room = io.to(userRoom(userId));
      room.emit(USER_EVENT, parsed);
      // The account is gone: every device of it stops listening (they sign out on the message).
      if (parsed.type === 'account') io.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}
