/**
 * Wires the exam's visibility rule (exam-visibility.ts) to the page: visibilitychange while an
 * attempt is being played, reports sent with fetch keepalive, the violation handed to the player.
 */
import { useEffect, useEffectEvent } from 'react';
import { createVisibilityGuard } from './exam-visibility';
import { examsApi } from './exams.api';

export function useExamVisibility(examId: number, active: boolean, onViolation: () => void): void {
  const violate = useEffectEvent(onViolation);
  useEffect(() => {
    if (!active) return;
    const guard = createVisibilityGuard({
      now: () => Date.now(),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
      // A lost report is no loss: the device ends the attempt itself when it runs again.
      report: (hidden) => void examsApi.visibility(examId, hidden).catch(() => undefined),
      violate: () => violate(),
    });
    const onChange = (): void => {
      if (document.visibilityState === 'hidden') guard.hidden();
      else guard.visible();
    };
    document.addEventListener('visibilitychange', onChange);
    guard.start(document.visibilityState === 'visible');
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      guard.stop();
    };
  }, [examId, active]);
}
