/** Contest Play's addresses (spec section 2: /contest-play is login-gated by its prefix). */
export const CONTEST_ROOT = '/contest-play';

export type ContestTab = 'live' | 'upcoming' | 'past';

/** Written out (not built from CONTEST_ROOT) so the accessibility scan's route list can read them. */
export const contestRoutes = {
  list: '/contest-play',
  play: '/contest-play/:contest/play',
  leaderboard: '/contest-play/:contest/leaderboard',
  review: '/contest-play/:contest/review',
} as const;

export const CONTEST_ROUTE_PATTERNS: readonly string[] = Object.values(contestRoutes);

export const contestPaths = {
  list: (tab: ContestTab = 'live') => (tab === 'live' ? CONTEST_ROOT : `${CONTEST_ROOT}?tab=${tab}`),
  play: (id: number) => `${CONTEST_ROOT}/${id}/play`,
  leaderboard: (id: number) => `${CONTEST_ROOT}/${id}/leaderboard`,
  review: (id: number) => `${CONTEST_ROOT}/${id}/review`,
};
