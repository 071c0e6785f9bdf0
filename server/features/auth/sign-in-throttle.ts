/**
 * Per-address lock on failed e-mail sign-ins. The IP rate limit cannot slow guessing spread over
 * many machines; this counts failures per normalised e-mail across all of them (lib/failure-throttle.ts).
 * Addresses without an account are counted and locked alike, so a lock says nothing about whether
 * an account exists.
 */
import { failureThrottle } from '../../lib/failure-throttle';

/** Failures within one window that lock the address. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

// The subjects are normalised e-mail addresses (other uses of the table name theirs with a prefix and no '@').
export const { lockedUntil, recordFailure, claimLockNotice, clearFailures } = failureThrottle({
  maxFailures: SIGN_IN_MAX_FAILURES,
  windowMs: SIGN_IN_WINDOW_MS,
  lockMs: SIGN_IN_LOCK_MS,
});
