/** Settings used until an admin changes them; the seed stores them on first start. */
import type { HomeSettings, SystemConfig, WebSettings } from '../../../contract/api/settings';
import { DEFAULT_PASS_PERCENTAGE, DEFAULT_PRACTICE_DAILY_COINS } from '../../../contract/quiz/rules';
import { DEFAULT_BATTLE_CONFIG } from '../../../contract/battles/rules';

export const defaultSystemConfig: SystemConfig = {
  app_name: 'Quizhive',
  app_version: '0.1.0',
  // '1': players' content follows their language (the client sends language_id, spec section 7);
  // the demo content has its own Arabic and French categories (docs/CONTENT.md). With '0' every
  // player gets the default language's content.
  language_mode: '1',
  default_language: 'en',
  maintenance_mode: '0',
  maintenance_message: 'Quizhive is getting an update. Please come back in a few minutes.',
  demo_mode: '1',
  quiz_zone_mode: '1',
  quiz_zone_seconds_per_question: 30,
  quiz_zone_points_per_correct: 4,
  quiz_zone_coins: { min_percentage: 30, full_percentage: 90, max_coins: 10 },
  quiz_zone_pass_percentage: DEFAULT_PASS_PERCENTAGE,
  practice_daily_coin_cap: DEFAULT_PRACTICE_DAILY_COINS,
  welcome_bonus_coins: 25,
  daily_coin_cap: 500,
  spend_prices: { lifeline_fifty_fifty: 4, lifeline_audience_poll: 4, lifeline_skip: 3, lifeline_reset_timer: 3, word_hint: 2 },
  premium_category_coins: 50,
  referral_coins: { referrer: 50, referee: 25 },
  badges: {
    dashing_debut: { threshold: 1, reward: 5 },
    combat_winner: { threshold: 1, reward: 10 },
    clash_winner: { threshold: 1, reward: 10 },
    most_wanted_winner: { threshold: 1, reward: 25 },
    ultimate_player: { threshold: 1, reward: 50 },
    quiz_warrior: { threshold: 3, reward: 15 },
    super_sonic: { threshold: 1, reward: 10 },
    flashback: { threshold: 1, reward: 10 },
    brainiac: { threshold: 1, reward: 10 },
    big_thing: { threshold: 5000, reward: 100 },
    elite: { threshold: 5000, reward: 50 },
    thirsty: { threshold: 30, reward: 50 },
    power_elite: { threshold: 10, reward: 100 },
    sharing_caring: { threshold: 50, reward: 100 },
    streak: { threshold: 30, reward: 50 },
  },
  super_sonic_seconds: 5,
  streak_freeze_days: 7,
  streak_freezes_max: 2,
  currency_symbol: '$',
  trial_days: 7,
  battle: { ...DEFAULT_BATTLE_CONFIG, group_entry_fees: [...DEFAULT_BATTLE_CONFIG.group_entry_fees] },
  payout_coins_per_unit: 1000,
  payout_min_amount: 500,
  payout_currency: 'USD',
};

export const defaultWebSettings: WebSettings = {
  site_title: 'Quizhive',
  tagline: 'Learn something new every day',
  theme_color: '#5b3cc4',
  footer_about: 'Quizhive is a quiz and learning app: play, practise maths, climb the leaderboards and earn coins.',
  contact_email: 'hello@quizhive.example',
  contact_phone: '+44 20 7946 0000',
  contact_address: '1 Example Street, London',
  social: [],
};

export const defaultHomeSettings: HomeSettings = {
  language_id: null,
  hero_title: 'Play, learn and climb the leaderboard',
  hero_subtitle: 'Quiz Zone levels, daily challenges and maths practice that keeps working offline.',
  sections: [
    { key: 'quiz_zone', title: 'Quiz Zone', description: 'Level up through categories, one level at a time.', path: '/quiz-zone' },
    {
      key: 'tutor_hub',
      title: 'Tutor Hub',
      description: 'School-year maths and number patterns, level by level, even offline.',
      path: '/tutor-hub/sub-categories',
    },
    { key: 'daily_quiz', title: 'Daily Quiz', description: 'A fresh set of questions every day.', path: '/quiz-play/daily-quiz-dashboard' },
    { key: 'true_false', title: 'True & False', description: 'Fast rounds of right or wrong.', path: '/quiz-play/true-and-false-play' },
    { key: 'fun_learn', title: 'Fun & Learn', description: 'Read a short lesson, then test yourself.', path: '/fun-and-learn' },
    { key: 'guess_word', title: 'Guess The Word', description: 'Spell out the answer letter by letter.', path: '/guess-the-word' },
    { key: 'self_challenge', title: 'Self Challenge', description: 'Pick your questions and your timer.', path: '/self-learning' },
    { key: 'contest', title: 'Contest Play', description: 'Compete in live contests for prizes.', path: '/contest-play' },
    { key: 'battle', title: '1 v/s 1 Battle', description: 'Face a random opponent in real time.', path: '/random-battle' },
    { key: 'group_battle', title: 'Group Battle', description: 'Invite up to four friends to a room.', path: '/group-battle' },
    { key: 'audio', title: 'Audio Questions', description: 'Listen carefully, then answer.', path: '/audio-questions' },
    { key: 'math_mania', title: 'Math Mania', description: 'Race the clock through quick-fire sums.', path: '/math-mania' },
    { key: 'exam', title: 'Exam', description: 'Timed exams with a key from your teacher.', path: '/exam-module' },
  ],
};
