/** Whether a moment is still ahead, re-rendering once when it passes (the 48-hour wait ends with the screen open). */
import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a later moment is looked at again after it. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export function useStillAhead(until: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const ahead = until !== null && until > now;
  useEffect(() => {
    if (!ahead || until === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, until - Date.now()), MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [ahead, until]);
  return ahead;
}
