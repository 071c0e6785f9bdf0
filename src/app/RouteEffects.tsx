/** After a navigation: scroll to the top and move focus to the main region, so screen readers follow. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

export function RouteEffects() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
  return null;
}
