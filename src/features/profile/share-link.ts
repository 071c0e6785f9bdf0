/** The sign-up address that carries a friend code: the sign-up form fills the code in from it. */
export const FRIEND_CODE_PARAM = 'code';

export function signUpLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/auth/sign-up?${FRIEND_CODE_PARAM}=${encodeURIComponent(code)}`;
}
