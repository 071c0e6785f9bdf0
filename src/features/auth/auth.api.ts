/** Sign-in, sign-up, verification and password calls. Errors are shown inline by the forms (toasts off). */
import { callAction } from '../../lib/request/request';

const quiet = { displayToast: false } as const;

export const authApi = {
  providers: (signal: AbortSignal) => callAction('get_auth_providers', {}, { ...quiet, signal }),
  login: (email: string, password: string) => callAction('user_login', { email, password }, quiet),
  signUp: (body: { name: string; email: string; password: string; confirm_password: string; friends_code?: string }) =>
    callAction('user_signup', body, quiet),
  resendVerification: (email: string) => callAction('resend_verification', { email }, quiet),
  verifyEmail: (token: string, signal: AbortSignal) => callAction('verify_email', { token }, { ...quiet, signal }),
  sendOtp: (mobile: string) => callAction('send_otp', { mobile }, quiet),
  verifyOtp: (mobile: string, otp: string, name?: string) => callAction('verify_otp', { mobile, otp, ...(name ? { name } : {}) }, quiet),
  googleLogin: (idToken: string) => callAction('google_login', { id_token: idToken }, quiet),
  forgotPassword: (email: string) => callAction('forgot_password', { email }, quiet),
  resetPassword: (token: string, password: string, confirmPassword: string) =>
    callAction('reset_password', { token, password, confirm_password: confirmPassword }, quiet),
};
