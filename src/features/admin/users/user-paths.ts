/** Where the admin's user screens live. */
export const ADMIN_USERS_PATH = '/admin/users';

export const userPath = (userId: number): string => `${ADMIN_USERS_PATH}/${userId}`;
