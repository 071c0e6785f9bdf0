/** Retries an async read with exponential backoff and jitter (translations: 5 retries, 350 ms base). */

export interface RetryOptions {
  /** Retries after the first attempt. */
  readonly retries?: number;
  readonly baseDelayMs?: number;
  /** Return false for failures that will not get better by retrying (e.g. a 404). */
  readonly shouldRetry?: (error: unknown) => boolean;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
}

export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_RETRY_BASE_MS = 350;

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `retry` (0-based): base * 2^retry, plus up to half of that again as jitter. */
export function backoffDelay(retry: number, baseDelayMs: number, random: () => number = Math.random): number {
  const exponential = baseDelayMs * 2 ** retry;
  return Math.round(exponential + exponential * 0.5 * random());
}

export async function retryWithBackoff<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? TRANSLATION_RETRIES;
  const base = options.baseDelayMs ?? TRANSLATION_RETRY_BASE_MS;
  const sleep = options.sleep ?? defaultSleep;
  for (let retry = 0; ; retry++) {
    try {
      return await task();
    } catch (error) {
      const canRetry = retry < retries && (options.shouldRetry?.(error) ?? true);
      if (!canRetry) throw error;
      await sleep(backoffDelay(retry, base, options.random));
    }
  }
}
