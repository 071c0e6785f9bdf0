/**
 * A per-question countdown in whole seconds. It restarts when `key` changes, stops when `running` is
 * false, and calls onExpire once at zero. Time is measured from a start instant, so a busy main
 * thread cannot stretch it.
 */
import { useEffect, useEffectEvent, useState } from 'react';

const TICK_MS = 250;

export function useCountdown(totalSeconds: number, key: string, running: boolean, onExpire: () => void): number {
  const [tick, setTick] = useState<{ key: string; remaining: number } | null>(null);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, totalSeconds - Math.floor((Date.now() - startedAt) / 1000));
      setTick({ key, remaining });
      if (remaining === 0) {
        clearInterval(timer);
        expire();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [key, totalSeconds, running]);

  return tick?.key === key ? tick.remaining : totalSeconds;
}
