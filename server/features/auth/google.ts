/** Verifies Google ID tokens against a JWKS (Google's by default; tests point it at a local key). */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../lib/app-error';

export interface GoogleIdentity {
  readonly sub: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
}

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

export function createGoogleVerifier(options: { clientId: string; jwksUrl: string; issuers: readonly string[] }): GoogleVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, { audience: options.clientId, issuer: [...options.issuers] });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
        return {
          sub: payload.sub,
          email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          name: typeof payload.name === 'string' ? payload.name : null,
        };
      } catch {
        throw new AppError('GOOGLE_TOKEN_INVALID');
      }
    },
  };
}
