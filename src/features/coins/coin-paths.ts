/** Where the coin history lives; the profile and the phone menu link to it (light enough for start-up). */
export const COIN_HISTORY_PATH = '/profile/coin-history';
