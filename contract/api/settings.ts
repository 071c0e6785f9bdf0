/** Public configuration: languages, UI translations, system configuration, web and home settings, pages. */
import { z } from 'zod';
import { BADGES } from '../economy/badges';
import { SpendPricesSchema } from './economy';
import { defineAction } from './define';
import { EmptyBodySchema, LanguageIdSchema } from './common';

export const FlagSchema = z.enum(['0', '1']);

export const LanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  rtl: z.union([z.literal(0), z.literal(1)]),
  is_default: z.boolean(),
});
export type Language = z.infer<typeof LanguageSchema>;

/** Quiz content languages. */
export const getLanguages = defineAction({
  name: 'get_languages',
  auth: 'none',
  body: z.object({ language_id: LanguageIdSchema }),
  data: z.array(LanguageSchema),
});

export const LanguageSourceSchema = z.enum(['web', 'app']).default('web');

/** Interface languages. */
export const getSystemLanguageList = defineAction({
  name: 'get_system_language_list',
  auth: 'none',
  body: z.object({ from: LanguageSourceSchema }),
  data: z.array(LanguageSchema),
});

export const LanguageBundleSchema = z.object({
  code: z.string(),
  name: z.string(),
  rtl: z.union([z.literal(0), z.literal(1)]),
  /** Changes whenever the bundle is edited, for cache checks. */
  version: z.string(),
  /** Flat keys, e.g. "auth.login.title". */
  strings: z.record(z.string(), z.string()),
});
export type LanguageBundle = z.infer<typeof LanguageBundleSchema>;

export const getSystemLanguageJson = defineAction({
  name: 'get_system_language_json',
  auth: 'none',
  body: z.object({
    from: LanguageSourceSchema,
    language: z.string().trim().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { error: 'language must be a language code such as en or ar' }),
  }),
  data: LanguageBundleSchema,
});

export const CoinRuleSchema = z.object({
  /** Below this percentage of correct answers a level earns no coins. */
  min_percentage: z.number().min(0).max(100),
  /** At or above this percentage a level earns max_coins; linear in between. */
  full_percentage: z.number().min(0).max(100),
  max_coins: z.number().int().min(0),
});
export type CoinRule = z.infer<typeof CoinRuleSchema>;

/** What an admin may tune about live battles (docs/BATTLES.md). */
export const BattleConfigSchema = z.object({
  /** '1': matchmaking pairs players by the category they pick; '0': any category of the language. */
  battle_categories: FlagSchema,
  /** Seconds each battle question stays open. */
  question_seconds: z.number().int().min(5).max(120),
  /** Questions in a 1 v 1. */
  random_questions: z.number().int().min(3).max(30),
  /** How long matchmaking waits for an opponent before 'No opponent detected'. */
  wait_seconds: z.number().int().min(5).max(300),
  /** Coins the winner of a 1 v 1 earns (through the daily cap, as play does). */
  win_coins: z.number().int().min(0).max(10_000),
  /** The bot: the share of questions it gets right, and how long it takes to answer (seconds, uniform in between). */
  bot_accuracy: z.number().min(0).max(1),
  bot_min_seconds: z.number().min(0.5).max(60),
  bot_max_seconds: z.number().min(0.5).max(60),
  /** The entry fees a group room's owner may choose from (0: free). */
  group_entry_fees: z.array(z.number().int().min(0).max(100_000)).min(1).max(8),
});
export type BattleConfig = z.infer<typeof BattleConfigSchema>;

export const SystemConfigSchema = z.object({
  app_name: z.string(),
  app_version: z.string(),
  language_mode: FlagSchema,
  default_language: z.string(),
  maintenance_mode: FlagSchema,
  maintenance_message: z.string(),
  demo_mode: FlagSchema,
  quiz_zone_mode: FlagSchema,
  quiz_zone_seconds_per_question: z.number().int().min(5).max(600),
  quiz_zone_points_per_correct: z.number().int().min(0),
  quiz_zone_coins: CoinRuleSchema,
  /** A level's next level unlocks at this percentage of correct answers or more. */
  quiz_zone_pass_percentage: z.number().min(0).max(100),
  /**
   * Practice (a sheet the server did not serve and time, such as one played from a download) earns
   * coins only up to this many a day, and never score.
   */
  practice_daily_coin_cap: z.number().int().min(0),
  /** Coins a new account gets once, when it can first sign in (0: none). */
  welcome_bonus_coins: z.number().int().min(0),
  /**
   * Coins play can earn in a day, midnight to midnight UTC (contract/economy/ledger.ts
   * CAPPED_SOURCES: sheets and battles); 0: no cap.
   */
  daily_coin_cap: z.number().int().min(0),
  /** What each spend a player may ask for costs (set_user_coin_score). */
  spend_prices: SpendPricesSchema,
  /**
   * What unlocking a premium category costs when the category has no price of its own
   * (categories.coins null): one price an admin can change for every such category at once.
   */
  premium_category_coins: z.number().int().min(0),
  /** A sign-up with a friend code pays both players once. */
  referral_coins: z.object({ referrer: z.number().int().min(0), referee: z.number().int().min(0) }),
  /** Each badge's threshold (what contract/economy/badges.ts says it counts) and coin reward. */
  badges: z.record(z.enum(BADGES), z.object({ threshold: z.number().int().min(0), reward: z.number().int().min(0) })),
  /** Super Sonic: a perfect ranked round answered in at most this many seconds per question on average. */
  super_sonic_seconds: z.number().min(1).max(60),
  /** A streak freeze is earned every this many days of a streak, and at most streak_freezes_max are held. */
  streak_freeze_days: z.number().int().min(1).max(365),
  streak_freezes_max: z.number().int().min(0).max(10),
  currency_symbol: z.string(),
  /** Days of free trial a new sign-up gets, so they can play at once (0: none). */
  trial_days: z.number().int().min(0).max(365),
  /** Live battles (issue 16; contract/battles/rules.ts holds what is fixed). */
  battle: BattleConfigSchema,
  /** Payouts: coins for one unit of payout_currency (1000 coins = 1 USD). */
  payout_coins_per_unit: z.number().int().min(1),
  /** Payouts: the least a request may ask for, in minor units (cents) of payout_currency. */
  payout_min_amount: z.number().int().min(1),
  /** Payouts: ISO 4217 code of what requests are paid in. */
  payout_currency: z.string().regex(/^[A-Z]{3}$/),
  /**
   * The tutor's words may be phrased by the deployment's chat endpoint (phrase_tutor_turns;
   * docs/TUTOR.md "Tutor provider"). The server's configuration (TUTOR_CHAT_URL), never stored;
   * absent or false: the rule-based tutor's own words, with no request.
   */
  tutor_phrasing: z.boolean().optional(),
});
export type SystemConfig = z.infer<typeof SystemConfigSchema>;

export const getSystemConfigurations = defineAction({
  name: 'get_system_configurations',
  auth: 'none',
  body: EmptyBodySchema,
  data: SystemConfigSchema,
});

export const WebSettingsSchema = z.object({
  site_title: z.string(),
  tagline: z.string(),
  theme_color: z.string(),
  footer_about: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  contact_address: z.string(),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type WebSettings = z.infer<typeof WebSettingsSchema>;

export const getWebSettings = defineAction({
  name: 'get_web_settings',
  auth: 'none',
  body: EmptyBodySchema,
  data: WebSettingsSchema,
});

export const HomeSettingsSchema = z.object({
  language_id: z.number().int().nullable(),
  hero_title: z.string(),
  hero_subtitle: z.string(),
  sections: z.array(z.object({ key: z.string(), title: z.string(), description: z.string(), path: z.string() })),
});
export type HomeSettings = z.infer<typeof HomeSettingsSchema>;

export const getWebHomeSettings = defineAction({
  name: 'get_web_home_settings',
  auth: 'none',
  body: z.object({ language_id: LanguageIdSchema }),
  data: HomeSettingsSchema,
});

export const PageTypeSchema = z.enum(['about_us', 'contact_us', 'privacy_policy', 'terms_conditions', 'faq', 'instructions']);
export type PageType = z.infer<typeof PageTypeSchema>;

export const PageSchema = z.object({
  type: PageTypeSchema,
  title: z.string(),
  /** Plain text; blank lines separate paragraphs. Never HTML. */
  body: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
  updated_at: z.string(),
});
export type Page = z.infer<typeof PageSchema>;

/**
 * With a type, that page; without one (the spec's client sends none), every page that has
 * content, in PageTypeSchema's order. In the language asked for; a page that language does not
 * have (or no language_id) comes in the default language.
 */
export const getSettings = defineAction({
  name: 'get_settings',
  auth: 'none',
  body: z.object({ type: PageTypeSchema.optional(), language_id: LanguageIdSchema }),
  data: z.union([PageSchema, z.array(PageSchema)]),
});
