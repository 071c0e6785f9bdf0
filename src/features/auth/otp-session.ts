/** The phone number waiting for its code and when a new code may be sent; kept for this tab's session. */
const KEY = 'qh.otp';

export interface OtpSession {
  readonly mobile: string;
  /** Epoch ms after which "resend" is allowed. */
  readonly resendAt: number;
}

export function saveOtpSession(mobile: string, resendInSeconds: number, now: number = Date.now()): void {
  sessionStorage.setItem(KEY, JSON.stringify({ mobile, resendAt: now + resendInSeconds * 1000 }));
}

export function readOtpSession(mobile: string): OtpSession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as OtpSession | null;
    return value && value.mobile === mobile ? value : null;
  } catch {
    return null;
  }
}

export function clearOtpSession(): void {
  sessionStorage.removeItem(KEY);
}
