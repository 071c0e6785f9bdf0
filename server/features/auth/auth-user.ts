/** The caller behind a valid bearer token. */
export interface AuthUser {
  readonly id: number;
  readonly uid: string;
  readonly role: 'player' | 'admin';
  readonly isDemo: boolean;
  readonly sessionId: number;
}
