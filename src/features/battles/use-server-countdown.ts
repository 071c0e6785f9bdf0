/** Whole seconds left until a server time, on this device's clock (the room's clock offset taken out). */
import { useEffect, useState } from 'react';
import { msUntil } from './battle-socket';

const TICK_MS = 250;

const secondsTo = (at: string | null, offsetMs: number): number => Math.ceil(msUntil(at, offsetMs) / 1000);

export function useServerCountdown(at: string | null, offsetMs: number): number {
  // Ticks are kept with the time and the clock offset they count by: a new deadline or a new offset
  // reads fresh until its first tick (an old tick's number would otherwise stay while offsets change).
  const [tick, setTick] = useState<{ readonly at: string | null; readonly offsetMs: number; readonly left: number } | null>(null);
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => {
      const left = secondsTo(at, offsetMs);
      setTick({ at, offsetMs, left });
      if (left <= 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [at, offsetMs]);
  return tick && tick.at === at && tick.offsetMs === offsetMs ? tick.left : secondsTo(at, offsetMs);
}
