/** Every action of the API, by name. The server registers exactly these; the client is typed from them. */
import * as admin from './admin';
import * as adminConfig from './admin-config';
import * as adminLanguages from './admin-languages';
import * as adminMaths from './admin-maths';
import * as adminDashboard from './admin-dashboard';
import * as adminContent from './admin-content';
import * as adminPassages from './admin-passages';
import * as auth from './auth';
import * as billing from './billing';
import * as bookmarks from './bookmarks';
import * as battles from './battles';
import * as battleReports from './battle-reports';
import * as contests from './contests';
import * as economy from './economy';
import * as exams from './exams';
import * as leaderboard from './leaderboard';
import * as maths from './maths';
import * as tutor from './tutor';
import * as messaging from './messaging';
import * as packs from './packs';
import * as payouts from './payouts';
import * as quiz from './quiz';
import * as reports from './reports';
import * as scheduled from './scheduled-notifications';
import * as settings from './settings';
import * as solo from './solo';
import * as sync from './sync';
import * as user from './user';
import type { ActionDef } from './define';

export const actions = {
  user_signup: auth.userSignup,
  check_user_exists: auth.checkUserExists,
  user_login: auth.userLogin,
  verify_email: auth.verifyEmail,
  resend_verification: auth.resendVerification,
  send_otp: auth.sendOtp,
  verify_otp: auth.verifyOtp,
  google_login: auth.googleLogin,
  forgot_password: auth.forgotPassword,
  reset_password: auth.resetPassword,
  logout: auth.logout,
  get_auth_providers: auth.getAuthProviders,
  get_dev_outbox: messaging.getDevOutbox,

  get_user_by_id: user.getUserById,
  update_profile: user.updateProfile,
  upload_profile_image: user.uploadProfileImage,
  delete_user_account: user.deleteUserAccount,
  get_user_coin_score: user.getUserCoinScore,

  get_tracker_data: economy.getTrackerData,
  set_user_coin_score: economy.setUserCoinScore,
  get_user_badges: economy.getUserBadges,
  set_badges: economy.setBadges,
  get_users_statistics: economy.getUsersStatistics,
  set_users_statistics: economy.setUsersStatistics,
  get_notifications: economy.getNotifications,
  set_notifications_read: economy.setNotificationsRead,
  send_notification: economy.sendNotification,
  get_daily_leaderboard: leaderboard.getDailyLeaderboard,
  get_monthly_leaderboard: leaderboard.getMonthlyLeaderboard,
  get_globle_leaderboard: leaderboard.getGlobleLeaderboard,

  get_languages: settings.getLanguages,
  get_settings: settings.getSettings,
  get_system_configurations: settings.getSystemConfigurations,
  get_web_settings: settings.getWebSettings,
  get_web_home_settings: settings.getWebHomeSettings,
  get_system_language_list: settings.getSystemLanguageList,
  get_system_language_json: settings.getSystemLanguageJson,

  get_categories: quiz.getCategories,
  get_subcategory_by_maincategory: quiz.getSubcategoryByMaincategory,
  get_level_data: quiz.getLevelData,
  set_level_data: quiz.setLevelData,
  get_questions_by_level: quiz.getQuestionsByLevel,
  check_level_answer: quiz.checkLevelAnswer,
  unlock_premium_category: quiz.unlockPremiumCategory,
  // The solo modes (issue 14): serving, one answer, lifelines, hints, the sheet.
  get_daily_quiz: solo.getDailyQuiz,
  get_questions_by_type: solo.getQuestionsByType,
  get_fun_n_learn: solo.getFunNLearn,
  get_fun_n_learn_questions: solo.getFunNLearnQuestions,
  get_guess_the_word: solo.getGuessTheWord,
  get_questions_for_self_challenge: solo.getQuestionsForSelfChallenge,
  get_audio_questions: solo.getAudioQuestions,
  get_questions_for_nonverbal_reasoning: solo.getQuestionsForNonverbalReasoning,
  check_solo_answer: solo.checkSoloAnswer,
  use_lifeline: solo.useLifeline,
  use_word_hint: solo.useWordHint,
  submit_solo_round: solo.submitSoloRound,
  set_bookmark: bookmarks.setBookmark,
  get_bookmark: bookmarks.getBookmark,
  set_quiz_categories: bookmarks.setQuizCategories,

  get_maths_curricula: maths.getMathsCurricula,
  get_unit_levels_by_category: maths.getUnitLevelsByCategory,
  get_maths_questions: maths.getMathsQuestions,
  set_maths_progress: maths.setMathsProgress,
  get_maths_progress: maths.getMathsProgress,
  set_maths_progress_post: maths.setMathsProgressPost,
  get_maths_progress_post: maths.getMathsProgressPost,
  set_non_verbal_reasoning_progress: maths.setNonVerbalReasoningProgress,
  get_non_verbal_reasoning_progress: maths.getNonVerbalReasoningProgress,
  get_maths_sync_state: maths.getMathsSyncState,

  // The tutor hub (issue 17): subjects, chapters and units with their notes.
  get_tutor_subjects: tutor.getTutorSubjects,
  get_chapters_by_category: tutor.getChaptersByCategory,
  // The tutor hub (issue 17): guided sessions, mixed reviews and mastery.
  get_tutor_session_progress: tutor.getTutorSessionProgress,
  get_bulk_tutor_session_progress: tutor.getBulkTutorSessionProgress,
  update_tutor_session_progress: tutor.updateTutorSessionProgress,
  set_tutor_review_answers: tutor.setTutorReviewAnswers,
  get_tutor_mastery: tutor.getTutorMastery,
  phrase_tutor_turns: tutor.phraseTutorTurns,

  get_offline_packs: packs.getOfflinePacks,
  get_offline_pack: packs.getOfflinePack,

  get_admin_audit_log: admin.getAdminAuditLog,
  get_admin_users: admin.getAdminUsers,
  get_admin_user: admin.getAdminUser,
  set_admin_user_coins: admin.setAdminUserCoins,
  set_admin_user_status: admin.setAdminUserStatus,
  set_admin_user_role: admin.setAdminUserRole,

  // Admin (issue 12): languages, interface texts, settings, system configuration, maintenance, pages, maths content.
  get_admin_languages: adminLanguages.getAdminLanguages,
  add_admin_language: adminLanguages.addAdminLanguage,
  set_admin_language: adminLanguages.setAdminLanguage,
  set_admin_language_default: adminLanguages.setAdminLanguageDefault,
  get_admin_language_strings: adminLanguages.getAdminLanguageStrings,
  set_admin_language_string: adminLanguages.setAdminLanguageString,
  get_admin_language_json: adminLanguages.getAdminLanguageJson,
  set_admin_language_json: adminLanguages.setAdminLanguageJson,
  get_admin_config: adminConfig.getAdminConfig,
  set_admin_config: adminConfig.setAdminConfig,
  get_admin_maintenance: adminConfig.getAdminMaintenance,
  set_admin_maintenance: adminConfig.setAdminMaintenance,
  get_admin_pages: adminConfig.getAdminPages,
  set_admin_page: adminConfig.setAdminPage,
  delete_admin_page: adminConfig.deleteAdminPage,
  get_admin_maths: adminMaths.getAdminMaths,
  set_admin_maths_curriculum: adminMaths.setAdminMathsCurriculum,
  set_admin_maths_unit: adminMaths.setAdminMathsUnit,
  set_admin_maths_level: adminMaths.setAdminMathsLevel,
  // Admin (issue 12), ops part: reports, deleting a user, scheduled notifications, dashboard, activity.
  delete_admin_user: admin.deleteAdminUser,
  report_question: reports.reportQuestion,
  get_admin_question_reports: reports.getAdminQuestionReports,
  get_admin_question_report: reports.getAdminQuestionReport,
  close_admin_question_report: reports.closeAdminQuestionReport,
  schedule_admin_notification: scheduled.scheduleAdminNotification,
  get_admin_scheduled_notifications: scheduled.getAdminScheduledNotifications,
  cancel_admin_scheduled_notification: scheduled.cancelAdminScheduledNotification,
  get_admin_dashboard: adminDashboard.getAdminDashboard,
  get_admin_user_activity: adminDashboard.getAdminUserActivity,
  // Admin (issue 12): Quiz Zone content (categories, subcategories, questions, media, import/export).
  get_admin_categories: adminContent.getAdminCategories,
  set_admin_category: adminContent.setAdminCategory,
  get_admin_subcategories: adminContent.getAdminSubcategories,
  set_admin_subcategory: adminContent.setAdminSubcategory,
  get_admin_questions: adminContent.getAdminQuestions,
  set_admin_question: adminContent.setAdminQuestion,
  set_admin_question_order: adminContent.setAdminQuestionOrder,
  upload_admin_content_media: adminContent.uploadAdminContentMedia,
  export_admin_questions: adminContent.exportAdminQuestions,
  import_admin_questions: adminContent.importAdminQuestions,
  get_admin_passages: adminPassages.getAdminPassages,
  set_admin_passage: adminPassages.setAdminPassage,

  // Subscriptions and billing (issue 13): plans, checkout, the player's subscription and billing history.
  get_plans: billing.getPlans,
  get_subscription: billing.getSubscription,
  create_checkout: billing.createCheckout,
  get_checkout: billing.getCheckout,
  pay_sandbox_checkout: billing.paySandboxCheckout,
  cancel_subscription: billing.cancelSubscription,
  resume_subscription: billing.resumeSubscription,
  change_plan: billing.changePlan,
  get_billing_portal: billing.getBillingPortal,
  update_sandbox_card: billing.updateSandboxCard,
  get_invoices: billing.getInvoices,
  get_subscription_history: billing.getSubscriptionHistory,
  get_invoice_receipt: billing.getInvoiceReceipt,
  advance_sandbox_clock: billing.advanceSandboxClock,
  get_admin_plans: billing.getAdminPlans,
  set_admin_plan: billing.setAdminPlan,
  get_admin_user_subscriptions: billing.getAdminUserSubscriptions,
  admin_grant_subscription: billing.adminGrantSubscription,
  admin_cancel_subscription: billing.adminCancelSubscription,
  // Payouts (issue 13): the spec's payment requests, and the admin's payout queue.
  set_payment_request: payouts.setPaymentRequest,
  get_payment_request: payouts.getPaymentRequest,
  delete_pending_payment_request: payouts.deletePendingPaymentRequest,
  get_admin_payment_requests: payouts.getAdminPaymentRequests,
  set_admin_payment_request: payouts.setAdminPaymentRequest,

  // Exams and contests (issue 15): the server holds keys, answers, deadlines and ranks.
  get_exam_module: exams.getExamModule,
  get_exam_module_questions: exams.getExamModuleQuestions,
  set_exam_module_answer: exams.setExamModuleAnswer,
  set_exam_module_visibility: exams.setExamModuleVisibility,
  set_exam_module_result: exams.setExamModuleResult,
  get_exam_module_result: exams.getExamModuleResult,
  get_admin_exams: exams.getAdminExams,
  get_admin_exam: exams.getAdminExam,
  set_admin_exam: exams.setAdminExam,
  get_admin_exam_results: exams.getAdminExamResults,
  get_contest: contests.getContest,
  get_questions_by_contest: contests.getQuestionsByContest,
  set_contest_answer: contests.setContestAnswer,
  set_contest_leaderboard: contests.setContestLeaderboard,
  get_contest_leaderboard: contests.getContestLeaderboard,
  get_contest_review: contests.getContestReview,
  get_admin_contests: contests.getAdminContests,
  get_admin_contest: contests.getAdminContest,
  set_admin_contest: contests.setAdminContest,
  get_admin_contest_standings: contests.getAdminContestStandings,

  // Live battles (issue 16): the play runs over the live channel (contract/live/battle.ts).
  create_room: battles.createRoom,
  get_random_questions: battles.getRandomQuestions,
  set_battle_statistics: battles.setBattleStatistics,
  get_battle_statistics: battles.getBattleStatistics,

  // Battle chat reports (issue 16): the moderators' queue of reported room chat messages.
  get_admin_battle_chat_reports: battleReports.getAdminBattleChatReports,
  set_admin_battle_chat_report: battleReports.setAdminBattleChatReport,

  // The tutor hub (issue 17): assessments by year and subject.
  get_assessment_configuration: tutor.getAssessmentConfiguration,
  get_assessment_questions_by_year_subject: tutor.getAssessmentQuestionsByYearSubject,
  submit_assessment_results: tutor.submitAssessmentResults,
  get_user_assessment_results: tutor.getUserAssessmentResults,
  get_assessment_review_details: tutor.getAssessmentReviewDetails,

  sync_ops: sync.syncOps,
  get_dev_applied_ops: sync.getDevAppliedOps,
} as const satisfies Record<string, ActionDef>;

export type Actions = typeof actions;
export type ActionName = keyof Actions;

/** Compile-time check that each key equals its action's name. */
type NameMismatch = { [K in ActionName]: Actions[K]['name'] extends K ? never : K }[ActionName];
const namesMatch: [NameMismatch] extends [never] ? true : NameMismatch = true;
void namesMatch;
