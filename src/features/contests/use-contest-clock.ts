/**
 * Seconds to a live contest's end on this device's clock (the offset between the server's clock
 * and the device's taken out when the questions arrived), and the moment it is over.
 */
import { useEffect, useEffectEvent, useState } from 'react';

const TICK_MS = 250;

const secondsTo = (at: number): number => Math.max(0, Math.ceil((at - Date.now()) / 1000));

export function useContestClock(endsAt: string, serverNow: string, receivedAt: number, onOver: () => void): number {
  const [end] = useState(() => Date.parse(endsAt) - (Date.parse(serverNow) - receivedAt));
  const [seconds, setSeconds] = useState(() => secondsTo(end));
  const over = useEffectEvent(onOver);
  useEffect(() => {
    const timer = setInterval(() => {
      const next = secondsTo(end);
      setSeconds(next);
      if (next === 0) {
        clearInterval(timer);
        over();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [end]);
  return seconds;
}
