import * as auth from '../../../contract/api/auth';
import type { AppContext } from '../../app-context';
import { publicOrigin } from '../../lib/origin';
import type { ActionRouter, RateLimit } from '../../plugins/actions';
import type { AuthService } from './auth.service';

export function registerAuthRoutes(api: ActionRouter, ctx: AppContext, service: AuthService): void {
  const limit: RateLimit = { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: 60_000 };
  const origin = (request: Parameters<typeof publicOrigin>[1]) => publicOrigin(ctx.config, request);
  const agent = (request: { headers: { 'user-agent'?: string | undefined } }) => request.headers['user-agent'] ?? null;

  api.handle(
    auth.userSignup,
    async ({ body, request, setMessage }) => {
      const answer = await service.signup(
        { name: body.name, email: body.email, password: body.password, friendsCode: body.friends_code },
        origin(request),
      );
      // Worded for both cases: a new account, or an address whose owner was e-mailed instead.
      setMessage('SIGNUP_CHECK_EMAIL');
      return { ...answer, verification_sent: true };
    },
    { rateLimit: limit },
  );

  api.handle(auth.checkUserExists, async ({ body }) => ({ exists: await service.userExists(body.firebase_id) }), { rateLimit: limit });

  api.handle(auth.userLogin, async ({ body, request }) => service.login(body, agent(request), origin(request)), { rateLimit: limit });

  api.handle(
    auth.verifyEmail,
    async ({ body, setMessage }) => {
      const { email } = await service.verifyEmail(body.token);
      setMessage('EMAIL_VERIFIED');
      return { verified: true as const, email };
    },
    { rateLimit: limit },
  );

  api.handle(
    auth.resendVerification,
    async ({ body, request, setMessage }) => {
      await service.resendVerification(body.email, origin(request));
      setMessage('VERIFICATION_RESENT');
      return { ok: true as const };
    },
    { rateLimit: limit },
  );

  api.handle(
    auth.sendOtp,
    async ({ body, setMessage }) => {
      const sent = await service.sendOtp(body.mobile);
      setMessage('OTP_SENT');
      return sent;
    },
    { rateLimit: limit },
  );

  api.handle(auth.verifyOtp, async ({ body, request }) => service.verifyOtp(body, agent(request)), { rateLimit: limit });

  api.handle(auth.googleLogin, async ({ body, request }) => service.googleLogin(body.id_token, agent(request)), { rateLimit: limit });

  api.handle(
    auth.forgotPassword,
    async ({ body, request, setMessage }) => {
      await service.forgotPassword(body.email, origin(request));
      setMessage('RESET_LINK_SENT');
      return { ok: true as const };
    },
    { rateLimit: limit },
  );

  api.handle(
    auth.resetPassword,
    async ({ body, setMessage }) => {
      await service.resetPassword(body.token, body.password);
      setMessage('PASSWORD_CHANGED');
      return { ok: true as const };
    },
    { rateLimit: limit },
  );

  api.handle(auth.logout, async ({ user }) => {
    await service.logout(user);
    return { ok: true as const };
  });

  api.handle(auth.getAuthProviders, async () => ({
    email: true,
    mobile: service.smsEnabled,
    google: { enabled: service.googleEnabled, client_id: ctx.config.GOOGLE_CLIENT_ID ?? null },
  }));
}
