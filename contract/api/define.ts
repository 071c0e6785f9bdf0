/** How one action of spec section 7 is declared: name, who may call it, body and data schemas. */
import type { z } from 'zod';

/**
 * none: no bearer token is sent or needed (spec section 6 lists these calls).
 * user: a signed-in, active user.
 * subscriber: a signed-in user with a paying subscription (or an admin); spec section 2 gates
 *   every login-gated quiz page on it, and the server enforces the same, not only the client.
 * admin: a signed-in admin.
 */
export type ActionAuth = 'none' | 'user' | 'subscriber' | 'admin';

export interface ActionDef<
  Name extends string = string,
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> {
  readonly name: Name;
  readonly auth: ActionAuth;
  readonly body: Body;
  readonly data: Data;
  /** The body is multipart/form-data (a file upload); `body` then describes its text fields. */
  readonly multipart?: boolean;
}

export function defineAction<Name extends string, Body extends z.ZodType, Data extends z.ZodType>(
  def: ActionDef<Name, Body, Data>,
): ActionDef<Name, Body, Data> {
  return def;
}

export type BodyOf<A extends ActionDef> = z.input<A['body']>;
export type ParsedBodyOf<A extends ActionDef> = z.output<A['body']>;
export type DataOf<A extends ActionDef> = z.output<A['data']>;
