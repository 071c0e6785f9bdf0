/** Sign-in, sign-up and account recovery screens, each loaded on demand. */
import { lazyScreen } from '../../lib/lazy-screen';

export const LoginScreen = lazyScreen(() => import('./LoginScreen'), 'LoginScreen', ['auth', 'messages']);
export const SignUpScreen = lazyScreen(() => import('./SignUpScreen'), 'SignUpScreen', ['auth', 'messages']);
export const OtpVerifyScreen = lazyScreen(() => import('./OtpVerifyScreen'), 'OtpVerifyScreen', ['auth', 'messages']);
export const ForgotPasswordScreen = lazyScreen(() => import('./ForgotPasswordScreen'), 'ForgotPasswordScreen', ['auth', 'messages']);
export const ResetPasswordScreen = lazyScreen(() => import('./ResetPasswordScreen'), 'ResetPasswordScreen', ['auth', 'messages']);
export const VerifyEmailScreen = lazyScreen(() => import('./VerifyEmailScreen'), 'VerifyEmailScreen', ['auth', 'messages']);
