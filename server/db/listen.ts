/**
 * LISTEN on one PostgreSQL channel over a dedicated connection (not one of the pool's: a pooled
 * connection goes back to the pool and would stop listening). When the connection drops (a server
 * restart, a failover, a terminated backend) it connects again, waiting longer after each failure
 * (retryMinMs doubling up to retryMaxMs, with jitter so instances do not return all at once).
 *
 * Notifications sent while no connection listens are lost, never queued for later: the owner is
 * told when it stops hearing (onLost, once per outage) and when it hears again (onListening, after
 * the LISTEN took effect), and must catch up by itself at that point.
 */
import pg from 'pg';

export interface ListenHandlers {
  /** A notification on the channel arrived (delivered after the notifying transaction committed). */
  readonly onNotification: (payload: string) => void;
  /** The channel is listened to: at the start and again after every outage. */
  readonly onListening: () => void;
  /** The connection failed or could not be made; called once per outage, with the first error. */
  readonly onLost: (error: Error) => void;
}

export interface ListenOptions {
  /** The first wait before connecting again (100 ms); doubled after each failure. */
  readonly retryMinMs?: number;
  /** The longest wait between attempts (5 s). */
  readonly retryMaxMs?: number;
}

export interface Listener {
  /** Stops listening and connecting again; resolves once the connection is closed. */
  close(): Promise<void>;
}

export type Listen = (channel: string, handlers: ListenHandlers) => Listener;

/** The name the listening connection shows in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'quizhive-listen';

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function listenOn(url: string, channel: string, handlers: ListenHandlers, options: ListenOptions = {}): Listener {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`cannot listen on channel "${channel}": a channel name is lower-case letters, digits and _, at most 63`);
  const retryMinMs = options.retryMinMs ?? 100;
  const retryMaxMs = options.retryMaxMs ?? 5_000;
  let delay = retryMinMs;
  let closed = false;
  /** In an outage: onLost was called and onListening not yet again. */
  let lost = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  function failed(client: pg.Client, error: Error): void {
    if (current === client) current = null;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (closed) return;
    if (!lost) {
      lost = true;
      handlers.onLost(error);
    }
    if (retry) return;
    const wait = delay * (0.75 + Math.random() / 2);
    delay = Math.min(delay * 2, retryMaxMs);
    retry = setTimeout(() => {
      retry = null;
      connecting = connect();
    }, wait);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTEN_APPLICATION_NAME });
    let done = false;
    // One failure per connection, whichever event tells it first (an error is followed by end).
    const fail = (error: Error) => {
      if (done) return;
      done = true;
      failed(client, error);
    };
    client.on('error', fail);
    client.on('end', () => fail(new Error(`the connection listening on ${channel} ended`)));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (done) return;
    if (closed) {
      done = true;
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = retryMinMs;
    lost = false;
    handlers.onListening();
  }

  connecting = connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      await connecting;
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners('notification');
        await client.end().catch(() => undefined);
      }
    },
  };
}
