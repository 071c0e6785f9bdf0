/** Sign-in, sign-up and account recovery screens, each loaded on demand. */
import { lazyScreen } from '../../lib/lazy-screen';

export const LoginScreen = lazyScreen(() => import('./LoginScreen'), 'LoginScreen');
export const SignUpScreen = lazyScreen(() => import('./SignUpScreen'), 'SignUpScreen');
export const OtpVerifyScreen = lazyScreen(() => import('./OtpVerifyScreen'), 'OtpVerifyScreen');
export const ForgotPasswordScreen = lazyScreen(() => import('./ForgotPasswordScreen'), 'ForgotPasswordScreen');
export const ResetPasswordScreen = lazyScreen(() => import('./ResetPasswordScreen'), 'ResetPasswordScreen');
export const VerifyEmailScreen = lazyScreen(() => import('./VerifyEmailScreen'), 'VerifyEmailScreen');
