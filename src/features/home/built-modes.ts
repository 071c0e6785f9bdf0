/**
 * Which of the home page's game modes (they come from the server's home settings) this version of
 * the app has built. Everything else leads to a "coming soon" page and is marked so on its card.
 */
export const BUILT_MODE_PATHS: readonly string[] = ['/quiz-zone', '/tutor-hub/sub-categories'];

export function isBuiltMode(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return BUILT_MODE_PATHS.some((built) => pathname === built || pathname.startsWith(`${built}/`));
}
