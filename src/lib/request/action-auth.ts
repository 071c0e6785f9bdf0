/**
 * Who may call each action, mirrored from contract/api so the entry chunk does not pull in zod.
 * The type makes the list exhaustive; action-auth.test.ts proves every value equals the contract's.
 */
import type { ActionName } from '../../../contract/api/actions';
import type { ActionAuth } from '../../../contract/api/define';

export const actionAuth = {
  user_signup: 'none',
  check_user_exists: 'none',
  user_login: 'none',
  verify_email: 'none',
  resend_verification: 'none',
  send_otp: 'none',
  verify_otp: 'none',
  google_login: 'none',
  forgot_password: 'none',
  reset_password: 'none',
  logout: 'user',
  get_auth_providers: 'none',
  get_dev_outbox: 'admin',

  get_user_by_id: 'user',
  update_profile: 'user',
  upload_profile_image: 'user',
  delete_user_account: 'user',
  get_user_coin_score: 'user',

  get_languages: 'none',
  get_settings: 'none',
  get_system_configurations: 'none',
  get_web_settings: 'none',
  get_web_home_settings: 'none',
  get_system_language_list: 'none',
  get_system_language_json: 'none',

  get_categories: 'subscriber',
  get_subcategory_by_maincategory: 'subscriber',
  get_level_data: 'subscriber',
  set_level_data: 'subscriber',
  get_questions_by_level: 'subscriber',
  check_level_answer: 'subscriber',
  unlock_premium_category: 'subscriber',

  get_maths_curricula: 'subscriber',
  get_unit_levels_by_category: 'subscriber',
  get_maths_questions: 'subscriber',
  set_maths_progress: 'subscriber',
  get_maths_progress: 'subscriber',
  set_maths_progress_post: 'subscriber',
  get_maths_progress_post: 'subscriber',
  set_non_verbal_reasoning_progress: 'subscriber',
  get_non_verbal_reasoning_progress: 'subscriber',
  get_maths_sync_state: 'subscriber',

  get_tracker_data: 'user',
  set_user_coin_score: 'user',
  get_user_badges: 'user',
  set_badges: 'user',
  get_users_statistics: 'user',
  set_users_statistics: 'user',
  get_notifications: 'user',
  set_notifications_read: 'user',
  send_notification: 'admin',
  get_daily_leaderboard: 'user',
  get_monthly_leaderboard: 'user',
  get_globle_leaderboard: 'user',

  get_offline_packs: 'subscriber',
  get_offline_pack: 'subscriber',
  sync_ops: 'user',
  get_dev_applied_ops: 'admin',
  get_admin_audit_log: 'admin',
  get_admin_users: 'admin',
  get_admin_user: 'admin',
  set_admin_user_coins: 'admin',
  set_admin_user_status: 'admin',
  set_admin_user_role: 'admin',
  // Admin (issue 12): Quiz Zone content.
  get_admin_categories: 'admin',
  set_admin_category: 'admin',
  get_admin_subcategories: 'admin',
  set_admin_subcategory: 'admin',
  get_admin_questions: 'admin',
  set_admin_question: 'admin',
  set_admin_question_order: 'admin',
  upload_admin_content_media: 'admin',
  export_admin_questions: 'admin',
  import_admin_questions: 'admin',
} as const satisfies { readonly [K in ActionName]: ActionAuth };

/** Whether the action is sent with the bearer token (never for the spec's 'none' calls). */
export function needsAuthorization(action: ActionName): boolean {
  return actionAuth[action] !== 'none';
}
