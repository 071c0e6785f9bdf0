/**
 * The fifteen badges of spec section 3 and what each measures (zod-free: the PWA's badge screen
 * and the server share it). Thresholds and coin rewards are system configuration (`badges`), with
 * the spec's section 9 figures as defaults; docs/ECONOMY.md defines the badges the spec leaves
 * open (Dashing Debut, Combat Winner, Clash Winner, Most Wanted Winner, Ultimate Player, and what
 * "quick", "flashback" and "brainy" mean for Super Sonic, Flashback and Brainiac).
 */

export const BADGES = [
  'dashing_debut',
  'combat_winner',
  'clash_winner',
  'most_wanted_winner',
  'ultimate_player',
  'quiz_warrior',
  'super_sonic',
  'flashback',
  'brainiac',
  'big_thing',
  'elite',
  'thirsty',
  'power_elite',
  'sharing_caring',
  'streak',
] as const;
export type BadgeType = (typeof BADGES)[number];

/**
 * What a badge's progress counts. `at_least`: progress >= threshold earns it; `more_than`:
 * progress > threshold (the spec's "more than 5k coins", "more than 10 badges", "more than 50").
 */
export interface BadgeMeasure {
  readonly counts: BadgeCounter;
  readonly comparison: 'at_least' | 'more_than';
}

export type BadgeCounter =
  | 'rounds_finished'
  | 'battle_wins'
  | 'group_battle_wins'
  | 'contest_wins'
  | 'monthly_first_places'
  | 'random_battle_win_run'
  | 'quick_perfect_rounds'
  | 'perfect_returns'
  | 'perfect_first_tries'
  | 'correct_answers'
  | 'coins_earned'
  | 'daily_quiz_days'
  | 'badges_earned'
  | 'friends_joined'
  | 'streak_days';

export const BADGE_MEASURES: Readonly<Record<BadgeType, BadgeMeasure>> = {
  dashing_debut: { counts: 'rounds_finished', comparison: 'at_least' },
  combat_winner: { counts: 'battle_wins', comparison: 'at_least' },
  clash_winner: { counts: 'group_battle_wins', comparison: 'at_least' },
  most_wanted_winner: { counts: 'contest_wins', comparison: 'at_least' },
  ultimate_player: { counts: 'monthly_first_places', comparison: 'at_least' },
  quiz_warrior: { counts: 'random_battle_win_run', comparison: 'at_least' },
  super_sonic: { counts: 'quick_perfect_rounds', comparison: 'at_least' },
  flashback: { counts: 'perfect_returns', comparison: 'at_least' },
  brainiac: { counts: 'perfect_first_tries', comparison: 'at_least' },
  big_thing: { counts: 'correct_answers', comparison: 'at_least' },
  elite: { counts: 'coins_earned', comparison: 'more_than' },
  thirsty: { counts: 'daily_quiz_days', comparison: 'at_least' },
  power_elite: { counts: 'badges_earned', comparison: 'more_than' },
  sharing_caring: { counts: 'friends_joined', comparison: 'more_than' },
  streak: { counts: 'streak_days', comparison: 'at_least' },
};

/** Super Sonic, Flashback and Brainiac need a round of at least this many questions (spec section 9). */
export const BADGE_MIN_ROUND_QUESTIONS = 5;

const BADGE_SET: ReadonlySet<string> = new Set(BADGES);

/** Whether a type a server sent is one of the badges this version knows (a newer server may send more). */
export function isBadgeType(value: string): value is BadgeType {
  return BADGE_SET.has(value);
}

export function badgeReached(measure: BadgeMeasure, progress: number, threshold: number): boolean {
  return measure.comparison === 'more_than' ? progress > threshold : progress >= threshold;
}
