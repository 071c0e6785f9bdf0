/**
 * The built-in English, split so that a first visit downloads only the words its first screen
 * shows. `core` (the shell: header, menu, footer, banners, guards, errors, and the home screen) is
 * in the start-up JS; every other key prefix is a part of its own that a screen's lazy loader
 * fetches together with the screen's chunk (src/lib/lazy-screen.ts), so a screen never renders
 * before its words are there. locales/en.json stays the one source; build/english-strings.ts cuts
 * it into modules. english-parts.test.ts checks every screen asks for the parts its code uses.
 * Pure data: vite.config.ts reads it too.
 */

/** Key prefixes built into the start-up JS. */
export const CORE_PREFIXES = ['app', 'common', 'errors', 'footer', 'guard', 'home', 'language', 'nav', 'pwa', 'stats', 'sync'] as const;

/** Single keys of other parts that the shell or the home screen shows (menu labels, the greeting's button). */
export const CORE_KEYS: readonly string[] = ['downloads.title', 'feature.pricing', 'profile.title', 'settings.title', 'auth.signUp.submit'];

/** Every other key prefix of locales/en.json: the build fails on a prefix listed in neither place. */
export const ENGLISH_PARTS = [
  'admin',
  'auth',
  'battles',
  'billing',
  'coins',
  'contact',
  'contests',
  'count',
  'downloads',
  'exams',
  'feature',
  'leaderboard',
  'live',
  'maintenance',
  'maths',
  'messages',
  'modes',
  'notFound',
  'pages',
  'premium',
  'profile',
  'quiz',
  'settings',
  'solo',
  'wallet',
] as const;

export type EnglishPart = (typeof ENGLISH_PARTS)[number];

/**
 * Error texts that only lazy screens' actions meet (billing, payouts), built into their screen's
 * part instead of the start-up JS. Until that part loads, translateMessage shows the server's own
 * text, which in English is these very words; the other languages come whole from the server.
 */
export const LAZY_ERROR_PARTS: Readonly<Record<string, EnglishPart>> = {
  // Sign-in, sign-up, codes and links (issue 17's budget): only the auth screens meet these (and the
  // profile editor, which loads the auth part too); the last two only the profile screens.
  'errors.INVALID_CREDENTIALS': 'auth',
  'errors.ACCOUNT_LOCKED': 'auth',
  'errors.EMAIL_NOT_VERIFIED': 'auth',
  'errors.EMAIL_TAKEN': 'auth',
  'errors.MOBILE_TAKEN': 'auth',
  'errors.PASSWORD_MISMATCH': 'auth',
  'errors.INVALID_MOBILE': 'auth',
  'errors.OTP_INVALID': 'auth',
  'errors.OTP_EXPIRED': 'auth',
  'errors.TOKEN_INVALID': 'auth',
  'errors.GOOGLE_TOKEN_INVALID': 'auth',
  'errors.PROVIDER_NOT_CONFIGURED': 'auth',
  'errors.PROFILE_UPDATE_DEMO': 'profile',
  'errors.IMAGE_INVALID': 'profile',
  'errors.CARD_DECLINED': 'billing',
  'errors.CARD_INVALID': 'billing',
  'errors.CARD_EXPIRED': 'billing',
  'errors.PLAN_NOT_AVAILABLE': 'billing',
  'errors.ALREADY_SUBSCRIBED': 'billing',
  'errors.NO_SUBSCRIPTION': 'billing',
  'errors.CHECKOUT_CLOSED': 'billing',
  'errors.BILLING_UNAVAILABLE': 'billing',
  'errors.WEBHOOK_INVALID': 'billing',
  'errors.PAYMENT_REQUEST_TOO_SOON': 'wallet',
  'errors.PAYOUT_BELOW_MINIMUM': 'wallet',
  'errors.PAYMENT_REQUEST_CLOSED': 'wallet',
  // The solo player's lifelines, word hints and bookmarks (issue 14): only its chunk meets them.
  'errors.LIFELINE_USED': 'solo',
  'errors.LIFELINE_NOT_ALLOWED': 'solo',
  'errors.FIFTY_FIFTY_AFTER_POLL': 'solo',
  'errors.POLL_AFTER_FIFTY_FIFTY': 'solo',
  'errors.NO_MORE_HINTS': 'solo',
  'errors.BOOKMARK_REMOVE_FAILED': 'solo',
  'errors.BOOKMARKS_FULL': 'solo',
  // Exams and contests (issue 15): only their areas meet these; the two "in use" refusals only the admin's forms.
  'errors.EXAM_KEY_REQUIRED': 'exams',
  'errors.EXAM_KEY_INVALID': 'exams',
  'errors.EXAM_RULES_NOT_AGREED': 'exams',
  'errors.EXAM_KEY_LOCKED': 'exams',
  'errors.EXAM_NOT_OPEN': 'exams',
  'errors.EXAM_ATTEMPT_CLOSED': 'exams',
  'errors.EXAM_NOT_STARTED': 'exams',
  'errors.EXAM_IN_USE': 'admin',
  'errors.CONTEST_NOT_LIVE': 'contests',
  'errors.CONTEST_NOT_ENTERED': 'contests',
  'errors.CONTEST_IN_USE': 'admin',
  // The live battles (issue 16): only the battle area meets these.
  'errors.ROOM_CODE_REQUIRED': 'battles',
  'errors.ROOM_CODE_INVALID': 'battles',
  'errors.ROOM_FULL': 'battles',
  'errors.ROOM_DELETED': 'battles',
  'errors.ROOM_DELETED_BY_OWNER': 'battles',
  'errors.OPPONENT_LEFT': 'battles',
  'errors.NO_OPPONENT': 'battles',
  'errors.ROOM_NOT_OWNER': 'battles',
  'errors.ROOM_STARTED': 'battles',
  'errors.ROOM_NOT_ENOUGH_PLAYERS': 'battles',
  'errors.ROOM_IN_USE': 'battles',
  'errors.BATTLE_NOT_IN_ROOM': 'battles',
  'errors.BATTLE_BUSY': 'battles',
  'errors.BATTLE_QUESTION_CLOSED': 'battles',
  'errors.BATTLE_ALREADY_ANSWERED': 'battles',
  'errors.BATTLE_OVER': 'battles',
  'errors.BATTLE_NOT_ENOUGH_QUESTIONS': 'battles',
  'errors.BATTLE_STATS_MISMATCH': 'battles',
  'errors.CHAT_REPORTED_ALREADY': 'battles',
};

export function prefixOf(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}

/** The part whose module holds the key: its prefix's, or the screen's for a lazy error text. */
export function partOf(key: string): string {
  return LAZY_ERROR_PARTS[key] ?? prefixOf(key);
}

export function isCoreKey(key: string): boolean {
  if (key in LAZY_ERROR_PARTS) return false;
  return (CORE_PREFIXES as readonly string[]).includes(prefixOf(key)) || CORE_KEYS.includes(key);
}

/** The strings of one module: 'core' or a part. */
export function pickStrings(all: Readonly<Record<string, string>>, module: 'core' | EnglishPart): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, text] of Object.entries(all)) {
    if (module === 'core' ? isCoreKey(key) : partOf(key) === module) picked[key] = text;
  }
  return picked;
}

/** Prefixes of `all` that are neither core nor a part (a new prefix must be placed in one). */
export function unplacedPrefixes(all: Readonly<Record<string, string>>): string[] {
  const placed = new Set<string>([...CORE_PREFIXES, ...ENGLISH_PARTS]);
  return [...new Set(Object.keys(all).map(prefixOf))].filter((prefix) => !placed.has(prefix));
}
