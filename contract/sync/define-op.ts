/**
 * How one outbox op kind is declared, like an action (api/define.ts): its kind, who may send it
 * and its payload schema. The server checks both for every op before its handler runs.
 */
import type { z } from 'zod';
import type { ActionAuth } from '../api/define';
import type { OpKind } from './op-kinds';

/**
 * The roles of ActionAuth, less 'none': an op arrives through sync_ops, which always has a
 * signed-in user. An op kind is gated like the online action it stands for.
 */
export type OpAuth = Exclude<ActionAuth, 'none'>;

export interface OpDef<Kind extends OpKind = OpKind, Payload extends z.ZodType = z.ZodType> {
  readonly kind: Kind;
  readonly auth: OpAuth;
  readonly payload: Payload;
}

export function defineOp<Kind extends OpKind, Payload extends z.ZodType>(def: OpDef<Kind, Payload>): OpDef<Kind, Payload> {
  return def;
}
