/** The time now, read again every `everyMs`: for texts that count time (a board's reset, a saved copy's age). */
import { useEffect, useState } from 'react';

export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
