/** What every feature is given: configuration, the database, a clock and the outside-world adapters. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Messenger } from './features/messaging/messenger';

export interface AppContext {
  readonly config: Config;
  readonly db: Db;
  readonly log: FastifyBaseLogger;
  readonly messenger: Messenger;
  now(): Date;
}
