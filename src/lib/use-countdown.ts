/**
 * A per-question countdown in whole seconds. It restarts when `key` changes, stops when `running` is
 * false, and calls onExpire once at zero. Time is measured from a start instant (`deadline` less the
 * question's time, when given: a round resumed after a reload keeps the time it had left), so a
 * busy main thread cannot stretch it.
 */
import { useEffect, useEffectEvent, useState } from 'react';

const TICK_MS = 250;

export function useCountdown(totalSeconds: number, key: string, running: boolean, onExpire: () => void, deadline?: number): number {
  // A resumed question starts with the time it has left, not its full time.
  const [tick, setTick] = useState<{ key: string; remaining: number } | null>(() =>
    deadline === undefined ? null : { key, remaining: Math.max(0, Math.min(totalSeconds, Math.ceil((deadline - Date.now()) / 1000))) },
  );
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (!running) return;
    const startedAt = deadline === undefined ? Date.now() : deadline - totalSeconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, totalSeconds - Math.floor((Date.now() - startedAt) / 1000));
      setTick({ key, remaining });
      if (remaining === 0) {
        clearInterval(timer);
        expire();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [key, totalSeconds, running, deadline]);

  return tick?.key === key ? tick.remaining : totalSeconds;
}
