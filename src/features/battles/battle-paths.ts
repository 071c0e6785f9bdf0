/** The battles' addresses (spec section 2: /random-battle and /group-battle are login- and subscription-gated). */

/** Written out so the accessibility scan's route list can read them; routes.tsx names the same three. */
export const battleRoutes = {
  random: '/random-battle',
  group: '/group-battle',
  statistics: '/profile/battle-statistics',
} as const;

export const battlePaths = {
  random: battleRoutes.random,
  group: battleRoutes.group,
  statistics: battleRoutes.statistics,
  /** The invitation a group room's code is shared as: opening it fills in the join. */
  invite: (code: string) => `${battleRoutes.group}?code=${encodeURIComponent(code)}`,
};
