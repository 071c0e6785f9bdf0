/** The largest id a PostgreSQL integer column holds. */
export const MAX_ID = 2_147_483_647;
