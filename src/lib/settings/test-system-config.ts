/** For screen tests: a whole system configuration (the server's defaults' shape), with what a test needs changed. */
import type { SystemConfig } from '../../../contract/api/settings';
import { BADGES } from '../../../contract/economy/badges';
import { DEFAULT_BATTLE_CONFIG } from '../../../contract/battles/rules';

const badges = Object.fromEntries(BADGES.map((badge) => [badge, { threshold: 1, reward: 0 }])) as SystemConfig['badges'];

export function testSystemConfig(patch: Partial<SystemConfig> = {}): SystemConfig {
  return {
    app_name: 'Quizhive',
    app_version: '0.1.0',
    language_mode: '1',
    default_language: 'en',
    maintenance_mode: '0',
    maintenance_message: '',
    demo_mode: '0',
    quiz_zone_mode: '1',
    quiz_zone_seconds_per_question: 30,
    quiz_zone_points_per_correct: 4,
    quiz_zone_coins: { min_percentage: 30, full_percentage: 90, max_coins: 10 },
    quiz_zone_pass_percentage: 60,
    practice_daily_coin_cap: 20,
    welcome_bonus_coins: 25,
    daily_coin_cap: 500,
    spend_prices: { lifeline_fifty_fifty: 4, lifeline_audience_poll: 4, lifeline_skip: 3, lifeline_reset_timer: 3, word_hint: 2 },
    premium_category_coins: 50,
    referral_coins: { referrer: 50, referee: 25 },
    badges,
    super_sonic_seconds: 5,
    streak_freeze_days: 7,
    streak_freezes_max: 2,
    currency_symbol: '$',
    trial_days: 7,
    battle: { ...DEFAULT_BATTLE_CONFIG, group_entry_fees: [...DEFAULT_BATTLE_CONFIG.group_entry_fees] },
    payout_coins_per_unit: 1000,
    payout_min_amount: 500,
    payout_currency: 'USD',
    ...patch,
  };
}
