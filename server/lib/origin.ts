import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The public origin for links in e-mails: PUBLIC_URL when set, else the origin the request came to. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
