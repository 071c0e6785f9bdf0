/**
 * The attempt's clock on this device: seconds left to the server's deadline (exam-clock.ts), read
 * four times a second, and the moment the time is up, or a save found the attempt already closed.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { ExamAttempt } from '../../../contract/api/exams';
import { deviceDeadline, secondsLeft } from './exam-clock';

const TICK_MS = 250;

/** Seconds left, re-rendered as they pass. */
export function useAttemptClock(attempt: ExamAttempt, receivedAt: number, closedOnServer: () => boolean, onTimeUp: () => void): number {
  const [deadline] = useState(() => deviceDeadline(attempt, receivedAt));
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline, Date.now()));
  const closed = useEffectEvent(closedOnServer);
  const timeUp = useEffectEvent(onTimeUp);

  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsLeft(deadline, Date.now());
      setSeconds(left);
      if (left === 0 || closed()) {
        clearInterval(timer);
        timeUp();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return seconds;
}
