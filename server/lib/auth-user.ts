/**
 * The caller behind a valid bearer token. It lives in lib/ because every plugin and feature needs to
 * know who calls, and none of them should import the auth feature to learn it.
 */
export interface AuthUser {
  readonly id: number;
  readonly uid: string;
  readonly role: 'player' | 'admin';
  readonly isDemo: boolean;
  readonly sessionId: number;
}
