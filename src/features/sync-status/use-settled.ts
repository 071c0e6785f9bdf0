/**
 * A value that only follows its input once the input has held still for `delayMs`, and never reports
 * the first value. Live regions use it: a flush flips the status in milliseconds, and a screen
 * reader should hear where it settled, not every step, nor the status already on screen at load.
 */
import { useEffect, useRef, useState } from 'react';

export function useSettledChange(value: string, delayMs: number): string {
  const initial = useRef(value);
  const [settled, setSettled] = useState('');
  useEffect(() => {
    // Nothing has changed since mount: keep quiet rather than read out the page's starting state.
    if (value === initial.current && settled === '') return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, settled]);
  return settled;
}
