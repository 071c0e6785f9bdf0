/**
 * The actions sent without the bearer token (auth 'none' in contract/api: the spec's calls without
 * authorization and the steps of signing in), mirrored here so the request layer does not pull in
 * zod. Every other action carries the token and the server decides who may call it, so the many
 * signed-in and admin actions cost the start-up nothing. action-auth.test.ts proves the list is
 * exactly the contract's.
 */
import type { ActionName } from '../../../contract/api/actions';

export const publicActions: ReadonlySet<ActionName> = new Set<ActionName>([
  'user_signup',
  'check_user_exists',
  'user_login',
  'verify_email',
  'resend_verification',
  'send_otp',
  'verify_otp',
  'google_login',
  'forgot_password',
  'reset_password',
  'get_auth_providers',
  'get_languages',
  'get_settings',
  'get_system_configurations',
  'get_web_settings',
  'get_web_home_settings',
  'get_system_language_list',
  'get_system_language_json',
  'get_plans',
  'get_assessment_configuration',
]);

/** Whether the action is sent with the bearer token (never for the spec's 'none' calls). */
export function needsAuthorization(action: ActionName): boolean {
  return !publicActions.has(action);
}
