/** Where the leaderboard lives; the menu, the home greeting and the profile link to it (light enough for start-up). */
export const LEADERBOARD_PATH = '/leaderboard';
