/** Where a guest was going when sent to sign in; kept for the browser session only. */
const KEY = 'qh.returnTo';

export function readReturnPath(): string | null {
  return sessionStorage.getItem(KEY);
}

export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(KEY, path);
}

export function clearReturnPath(): void {
  sessionStorage.removeItem(KEY);
}
