/** Sign-in, sign-up and account recovery screens, each loaded on demand. */
import { lazyScreen } from '../../lib/lazy-screen';

export const LoginScreen = lazyScreen(() => import('./LoginScreen'), 'LoginScreen', ['auth']);
export const SignUpScreen = lazyScreen(() => import('./SignUpScreen'), 'SignUpScreen', ['auth']);
export const OtpVerifyScreen = lazyScreen(() => import('./OtpVerifyScreen'), 'OtpVerifyScreen', ['auth']);
export const ForgotPasswordScreen = lazyScreen(() => import('./ForgotPasswordScreen'), 'ForgotPasswordScreen', ['auth']);
export const ResetPasswordScreen = lazyScreen(() => import('./ResetPasswordScreen'), 'ResetPasswordScreen', ['auth']);
export const VerifyEmailScreen = lazyScreen(() => import('./VerifyEmailScreen'), 'VerifyEmailScreen', ['auth']);
