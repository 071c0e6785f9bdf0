/** Where the wallet lives; the profile and the phone menu link to it (light enough for start-up). */
export const WALLET_PATH = '/profile/wallet';
